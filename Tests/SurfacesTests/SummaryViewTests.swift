import Testing
import Surfaces

// The seed's SummaryView, written almost verbatim against Surfaces with sample data.
// Differences from the article: NavigationLink's destination is a page path (the web has
// no destination views), and `WorkoutView` is a small sample view.

struct Workout { let uuid: String; let name: String; let minutes: Int }
struct WorkoutSnapshot { let workout: Workout }
struct SummaryMetrics { var workouts: [WorkoutSnapshot]; var restingHeartRate: Int? }
struct SummaryStore { var metrics: SummaryMetrics }

struct WorkoutView: View {
    let snapshot: WorkoutSnapshot
    var body: some View {
        VStack(alignment: .leading) {
            Text(snapshot.workout.name).font(.headline)
            Text("\(snapshot.workout.minutes) min").foregroundStyle(.secondary)
        }
    }
}

struct SummaryView: View {
    let summary: SummaryStore

    var body: some View {
        ScrollingSurface {
            SectionedSurface {
                activitySection
                heartRateSection
                alcoholicBeveragesSection
            }
        }
        .buttonStyle(.navigation)
    }

    @ViewBuilder private var activitySection: some View {
        Section {
            if !summary.metrics.workouts.isEmpty {
                DividedCard {
                    ForEach(summary.metrics.workouts, id: \.workout.uuid) { snapshot in
                        NavigationLink("/workouts/\(snapshot.workout.uuid)/") {
                            WorkoutView(snapshot: snapshot)
                        }
                    }
                }
            }
        } header: {
            SectionHeader(
                .horizontal,
                title: Text("Activity"),
                systemImage: "heart.fill"
            )
            .tint(.orange)
        }
    }

    @ViewBuilder private var heartRateSection: some View {
        Section {
            if let bpm = summary.metrics.restingHeartRate {
                HeroCard {
                    Text("\(bpm) bpm").font(.largeTitle)
                }
            }
        } header: {
            SectionHeader(.horizontal, title: Text("Heart Rate"), systemImage: "heart.fill")
                .tint(.red)
        }
    }

    @ViewBuilder private var alcoholicBeveragesSection: some View {
        Section {
            DividedCard {}
        } header: {
            SectionHeader(.horizontal, title: Text("Alcoholic Beverages"), systemImage: "heart.fill")
        }
    }
}

@Suite struct SummaryViewTests {
    let store = SummaryStore(metrics: SummaryMetrics(workouts: [
        WorkoutSnapshot(workout: Workout(uuid: "w1", name: "Run", minutes: 31)),
        WorkoutSnapshot(workout: Workout(uuid: "w2", name: "Swim", minutes: 45)),
    ], restingHeartRate: nil))

    @Test func rendersTheExpectedStructure() {
        let out = renderHTMLString(SummaryView(summary: store))
        let heart = IconLibrary.builtIn.svgBody(named: "heart.fill") ?? ""
        func row(_ id: String, _ name: String, _ minutes: Int) -> String {
            #"<a class="navigation" href="/workouts/\#(id)/"><div class="label"><div class="vstack align-leading"><span class="font-headline">\#(name)</span><span class="fg-secondary">\#(minutes) min</span></div></div>"#
                + "</a>"
        }
        let expected = #"<main class="scrolling-surface vertical align-leading"><div class="sectioned-surface"><section class="section">"#
            + #"<div class="section-header horizontal tint-orange"><svg class="icon" aria-hidden="true" viewBox="0 0 24 24">\#(heart)</svg><h2>Activity</h2></div>"#
            + #"<div class="divided-card">"# + row("w1", "Run", 31) + #"<hr class="divider">"# + row("w2", "Swim", 45) + "</div></section></div></main>"
        #expect(out == expected)
    }

    @Test func sectionsAppearWhenTheyGetContent() {
        var store = self.store
        store.metrics.workouts = []
        store.metrics.restingHeartRate = 58
        let out = renderHTMLString(SummaryView(summary: store))
        #expect(!out.contains("Activity"))
        #expect(out.contains("<h2>Heart Rate</h2>"))
        #expect(out.contains(#"<div class="hero-card"><span class="font-large-title">58 bpm</span></div>"#))
        // A section holding only an empty DividedCard is empty: it vanishes with its header.
        #expect(!out.contains("Alcoholic Beverages"))
    }
}
