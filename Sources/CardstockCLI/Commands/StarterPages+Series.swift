extension StarterPages {
    /// The weekly series: one template (`repeat: week`) that Cardstock writes once per ISO week with data, at
    /// `weeks/2026-W48/` and so on, listed newest first at `weeks/`.
    static let weeklySeries = """
        ---
        title: "{{period.name}}"
        series_title: Every week
        description: "Activity, sleep and heart, {{period.range}}."
        repeat: week
        icon: calendar
        tint: red
        ---

        # {{period.name}}

        {{period.range}}. This page is written once for every week with data, from one template:
        `content/weeks/index.md`. Edit it once and every week follows.

        ## Activity {icon=figure.run tint=orange}

        ```metric
        file: ../metrics/steps.csv
        style: tinted
        ```

        ```metric
        file: ../metrics/active-energy.csv
        ```

        ## Recovery {icon=bed.double.fill tint=indigo}

        ```metric
        file: ../metrics/sleep.csv
        ```

        ```metric
        file: ../metrics/resting-heart-rate.csv
        ```

        """
}
