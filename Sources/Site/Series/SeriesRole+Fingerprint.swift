/// What a series page shows that its source file's stamp does not say (its row's cells, its placeholders' values,
/// its neighbours, an index's entries), for incremental builds: a page whose part changed is rendered again
/// although its template did not change (a cell of the rows file edited, a row or period added).
extension SourcePage {
    /// Adds the page's series part and pager to `hash` (nothing for other pages).
    func addSeriesFingerprint(to hash: inout InputHash) {
        if let pager {
            for neighbour in [pager.previous, pager.next] {
                hash.add(neighbour?.url)
                hash.add(neighbour?.title)
            }
        }
        switch role.series {
        case .member(let member)?:
            hash.add(byte: 1)
            for key in member.placeholders.values.keys.sorted() {
                hash.add(key)
                hash.add(member.placeholders.values[key])
            }
            if let row = member.row {
                for cell in row.cells { hash.add(cell.text); hash.add(byte: cell.quoted ? 1 : 0) }
            }
            hash.add(member.subtitle)
        case .index(let index)?:
            hash.add(byte: 2)
            hash.add(index.entries.count)
            for entry in index.entries {
                hash.add(entry.url)
                hash.add(entry.title)
                hash.add(entry.subtitle)
            }
        case nil:
            break
        }
    }
}
