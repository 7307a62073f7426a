import Site

extension ProductionSettings {
    /// ``ProductionBuild``: these settings with the site's privacy settings.
    package func applying(_ privacy: SitePrivacy) -> any ProductionBuild {
        var copy = self
        copy.privacy = privacy
        return copy
    }

    /// A private site's `robots.txt`: no crawler is welcome anywhere.
    static let privateRobots = "User-agent: *\nDisallow: /\n"
}
