import Diagnostics

/// The small site `cardstock init` writes: settings, a home page, one child page and the templates.
public enum StarterSite {
    /// Relative path → contents.
    public static var files: [String: String] {
        var files: [String: String] = [
            "cardstock.yaml": """
            title: My Reports
            description: Weekly notes, built with Cardstock.
            language: en

            """,
            "content/index.md": """
            ---
            title: This week
            description: A short weekly summary.
            ---
            # This week

            A calm week with three runs and better sleep.

            ## Activity {icon=figure.run tint=orange}

            - [Tuesday run](runs/tuesday.md) 5.2 km · 28 min
            - Strength session · 40 min

            ## Notes {icon=list.bullet tint=blue}

            > Keep the easy days easy.

            """,
            "content/runs/tuesday.md": """
            ---
            title: Tuesday run
            date: 2026-11-24
            icon: figure.run
            tint: orange
            ---
            # Tuesday run

            An easy run along the river.

            ## Stats

            - Distance: 5.2 km
            - Time: 28 min
            - Average heart rate: 142 bpm

            Back to [this week](../index.md#activity).

            """,
        ]
        for (name, text) in DefaultTemplates.files { files["templates/" + name] = text }
        return files
    }

    /// Writes the starter files into `directory` (created if needed). Refuses to overwrite anything.
    /// Returns the written paths, sorted.
    public static func write(to directory: String) throws -> [String] {
        let names = files.keys.sorted()
        for name in names where FileSystem.kind(Paths.join(directory, name)) != .missing {
            throw Diagnostic.error(Paths.join(directory, name), "already exists; 'cardstock init' never overwrites files, so run it in an empty folder")
        }
        for name in names {
            let path = Paths.join(directory, name)
            do {
                try FileSystem.makeDirectories(Paths.parent(path))
                try FileSystem.write(files[name] ?? "", to: path)
            } catch {
                throw Diagnostic.error(path, "\(error)")
            }
        }
        return names
    }
}
