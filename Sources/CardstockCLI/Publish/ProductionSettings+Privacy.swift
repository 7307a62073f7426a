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

    /// The tags a private site's pages get (each unless the page's head already has its name): no search
    /// engine indexes the page or follows its links, and no link sends the page's address as the referrer.
    static let privateMeta: [(mark: [UInt8], tag: [UInt8])] = [
        (Array("name=\"robots\"".utf8), Array("<meta name=\"robots\" content=\"noindex, nofollow\">\n".utf8)),
        (Array("name=\"referrer\"".utf8), Array("<meta name=\"referrer\" content=\"no-referrer\">\n".utf8)),
    ]
}
