/// A page that uses every primitive, for visual checks, validators and screenshots.
public enum Gallery {
    /// The gallery page as a view.
    public static var page: some View { GalleryPage() }

    /// A complete HTML5 document of the gallery. With `stylesheetHref` it links the stylesheet
    /// (write ``Stylesheet/css`` to that path; this is what works under a strict CSP);
    /// without, the stylesheet is inlined in a `<style>` element.
    public static func document(stylesheetHref: String? = nil) -> String {
        document(GalleryPage(), title: "Cardstock gallery", stylesheetHref: stylesheetHref)
    }

    /// A complete HTML5 document around `page` (shared with ``ChartGallery``).
    static func document<Page: View>(_ page: Page, title: String, stylesheetHref: String?) -> String {
        HTMLDocument(title: title, stylesheet: stylesheetHref.map { .linked(href: $0) } ?? .inline) { page }.string
    }
}

struct GalleryWorkout: Identifiable {
    let id: String
    let title: String
    let detail: String
    let icon: String
}

struct GalleryPage: View {
    let workouts = [
        GalleryWorkout(id: "run-1", title: "Morning Run", detail: "5.2 km · 27 min", icon: "heart.fill"),
        GalleryWorkout(id: "run-2", title: "Evening Run", detail: "3.1 km · 18 min", icon: "heart.fill"),
        GalleryWorkout(id: "walk-1", title: "Walk <with> \"quotes\" & more", detail: "2.0 km · 25 min", icon: "heart.fill"),
    ]

    var body: some View {
        ScrollingSurface(.vertical(.leading)) {
            Heading("Summary", level: 1, id: "summary")
            HeroCard {
                Text("Resting heart rate").font(.subheadline).foregroundStyle(.secondary)
                Text("58 bpm").font(.largeTitle)
                Text("3 bpm lower than last week ↓").font(.footnote).foregroundStyle(.secondary)
            }
            .tint(.red)
            SectionedSurface {
                activitySection
                emptySection
                highlightsSection
                textSection
            }
        }
        .buttonStyle(.navigation)
    }

    /// The workouts: navigation rows with a header and a footer.
    private var activitySection: some View {
        Section {
            DividedCard {
                ForEach(workouts, id: \.id) { workout in
                    NavigationLink(destination: "/workouts/\(workout.id)/") {
                        VStack(alignment: .leading, spacing: 4) {
                            Text(workout.title).font(.headline)
                            Text(workout.detail).font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                }
            }
        } header: {
            SectionHeader(.horizontal, title: Text("Activity"), systemImage: "heart.fill")
                .tint(.orange)
        } footer: {
            Text("Workouts from the last 7 days.")
        }
    }

    /// A section with no rows: not written at all.
    private var emptySection: some View {
        Section {
            if workouts.isEmpty {
                DividedCard { Text("never shown") }
            }
        } header: {
            SectionHeader(.horizontal, title: "Empty section (hidden)", systemImage: "heart.fill")
        }
    }

    /// A horizontal strip of cards.
    private var highlightsSection: some View {
        Section {
            ScrollingSurface(.horizontal(.top), spacing: 12, label: "Highlights") {
                RegularCard {
                    Text("Steps").font(.subheadline).foregroundStyle(.secondary)
                    Text("8,412").font(.title)
                }
                TintedCard {
                    Text("Sleep").font(.subheadline)
                    Text("7 h 12 min").font(.title)
                }
                .tint(.indigo)
                RegularCard {
                    Text("Energy").font(.subheadline).foregroundStyle(.secondary)
                    Text("512 kcal").font(.title)
                }
            }
        } header: {
            SectionHeader(.vertical, title: "Highlights", systemImage: "heart.fill")
                .tint(.green)
        }
    }

    /// Rich text, code, plain rows, backgrounds and an image.
    private var textSection: some View {
        Section {
            TintedCard {
                RichText([.text("Rich text with "), .strong([.text("bold")]), .text(", "), .emphasis([.text("emphasis")]),
                          .text(", "), .code("code()"), .text(" and a "), .link(url: "https://example.com/", [.text("link")]), .text(".")])
            }
            .tint(.teal)
            CodeBlock(code: "let card = DividedCard {\n    Text(\"<rows>\")\n}", language: "swift")
            DividedCard {
                Text("Plain row one")
                Text("Plain row two")
                Link("A plain link", destination: "https://example.com/")
            }
            .buttonStyle(.plain)
            Text("Padded, then yellow").padding().background(.yellow).foregroundStyle(.black)
            Text("Yellow, then padded").background(.yellow).foregroundStyle(.black).padding()
            Text("Capsule").padding(.horizontal, 12).padding(.vertical, 4).background(.mint, in: Capsule()).foregroundStyle(.black)
            Image("data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", alt: "A one-pixel placeholder")
        } header: {
            SectionHeader(.horizontal, title: "Text and cards", systemImage: "chevron.right")
                .tint(.purple)
        }
    }
}
