/// The rules of ``FootnoteList``: references as small raised numbers with a wider tap target, notes as a
/// numbered list in the card's text size; links stay underlined (told apart from text without colour).
extension StylesheetRules {
    static let footnotes: String = {
        let list = "." + FootnoteList.className, reference = "." + FootnoteList.referenceClassName
        let back = "." + FootnoteList.backLinkClassName
        return """
        \(reference){font-size:.75em;line-height:0}
        \(reference) a{padding:0 .125rem}
        \(list){margin:0;padding-inline-start:1.5rem;display:flex;flex-direction:column;gap:.5rem}
        \(list)>li>*+*{margin-top:.5rem}
        \(back){padding:0 .125rem}

        """
    }()
}
