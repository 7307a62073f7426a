import Diagnostics
import Surfaces

/// Renders a ``PageLayout`` as Surfaces views:
/// `ScrollingSurface { large title; SectionedSurface { Section … } }.buttonStyle(.navigation)`.
///
/// Metric blocks are handed to the ``MetricBlockRenderer`` first; a block that yields nothing disappears,
/// and a section left without cards disappears with its header.
struct BodyRenderer {
    /// Known icons (for the unknown-icon message).
    var theme: Theme
    /// The metric hook.
    var metricRenderer: (any MetricBlockRenderer)?
    /// The page's display path, for diagnostics.
    var path: String

    /// The page body HTML (UTF-8).
    func render(_ layout: PageLayout, metricContext: MetricBlockContext) throws -> [UInt8] {
        var problems = DiagnosticList()
        var sections: [ReadySection] = []
        for (index, section) in layout.sections.enumerated() {
            var cards: [ReadyCard] = []
            for card in section.cards {
                if case .metric(let block) = card {
                    guard let metricRenderer else { continue }
                    var context = metricContext
                    context.sectionTint = section.tint
                    do {
                        if let html = try metricRenderer.render(block, context: context) { cards.append(.metric(html)) }
                    } catch let diagnostic as Diagnostic {
                        problems.append(diagnostic)
                    } catch let list as DiagnosticList {
                        problems.append(contentsOf: list.items)
                    }
                } else {
                    cards.append(.card(card))
                }
            }
            if !cards.isEmpty { sections.append(ReadySection(index: index, section: section, cards: cards)) }
        }
        if !problems.items.isEmpty { throw problems }
        return Array(try viewBody(title: layout.title, titleID: layout.titleID, sections: sections).utf8)
    }

    /// The body rendered with Surfaces views.
    func viewBody(title: String, titleID: String?, sections: [ReadySection]) throws -> String {
        let view = ScrollingSurface(.vertical(.leading)) {
            Heading(level: 1, id: titleID) { Text(title) }
            SectionedSurface {
                ForEach(sections, id: \.index) { ready in
                    SectionFactory.section(ready)
                }
            }
        }
        .buttonStyle(.navigation)
        let (html, report) = renderWithReport(view)
        if !report.unknownIcons.isEmpty {
            throw DiagnosticList(report.unknownIcons.map { .error(path, line: 1, column: 1, theme.unknownIconMessage($0)) })
        }
        return String(decoding: html, as: UTF8.self)
    }
}

/// A section whose metric cards have been rendered.
struct ReadySection {
    var index: Int
    var section: LayoutSection
    var cards: [ReadyCard]
}

/// A card ready to become a view.
enum ReadyCard {
    case card(LayoutCard)
    /// Trusted HTML from the metric renderer.
    case metric(String)
}
