import Diagnostics
import Testing
import Templates

/// Arbitrary template text never crashes: it compiles and renders, or fails with a Diagnostic.
@Suite struct RobustnessTests {
    /// A small deterministic generator (linear congruential), so every run checks the same inputs.
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    private static let pieces = [
        "{{", "}}", "{{{", "}}}", "{{#a}}", "{{/a}}", "{{^b}}", "{{/b}}", "{{>p}}", "{{<p}}", "{{/p}}",
        "{{$x}}", "{{/x}}", "{{=<% %>=}}", "<%", "%>", "{{! c }}", "{{.}}", "{{a.b}}", "{{&a}}",
        " ", "  ", "\n", "\r\n", "\t", "text", "é", "=", "{", "}", "#", "/", ">", "<", "$", ".",
    ]

    @Test func randomTemplatesCompileOrFailWithADiagnostic() throws {
        var gen = Generator(state: 42)
        let partials = try TemplateSet(sources: ["p": "P{{$x}}d{{/x}}\n", "q": "{{>p}}"])
        let context: TemplateValue = ["a": ["b": "<&>", "a": [1, 2]], "b": false, "x": "y"]
        var compiled = 0, rejected = 0
        for _ in 0..<3000 {
            var source = ""
            for _ in 0..<gen.next(24) { source += Self.pieces[gen.next(Self.pieces.count)] }
            do {
                let template = try Template(source: source, name: "fuzz")
                compiled += 1
                for strict in [true, false] {
                    do {
                        let text = try template.render(context, partials: partials, strict: strict)
                        var bytes: [UInt8] = []
                        try template.render(context, partials: partials, strict: strict, into: &bytes)
                        #expect(bytes == Array(text.utf8), "\(source.debugDescription)")
                    } catch is Diagnostic {
                        continue
                    }
                }
            } catch let d as Diagnostic {
                rejected += 1
                #expect(d.location?.line ?? 0 >= 1, "\(source.debugDescription)")
                #expect(d.location?.column ?? 0 >= 1, "\(source.debugDescription)")
            }
        }
        #expect(compiled > 100)
        #expect(rejected > 100)
    }
}
