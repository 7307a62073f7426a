extension StarterPages {
    /// The weekly series: one template (`repeat: week`) that Cardstock writes once per ISO week with data, at
    /// `weeks/2026-W48/` and so on, listed newest first at `weeks/`.
    var weeklySeries: String {
        let range = "{{period.range}}"
        return """
        ---
        title: "{{period.name}}"
        series_title: \(StarterSite.yamlText(words("starter.every_week")))
        description: "\(words("starter.series_description", ["range": range]))"
        repeat: week
        icon: calendar
        tint: red
        ---

        # {{period.name}}

        \(words("starter.series_intro", ["range": range]))

        ## \(words("starter.activity")) {icon=figure.run tint=orange}

        ```metric
        file: ../metrics/steps.csv
        style: tinted
        ```

        ```metric
        file: ../metrics/active-energy.csv
        ```

        ## \(words("starter.recovery")) {icon=bed.double.fill tint=indigo}

        ```metric
        file: ../metrics/sleep.csv
        ```

        ```metric
        file: ../metrics/resting-heart-rate.csv
        ```

        """
    }
}
