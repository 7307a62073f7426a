/// The print packet's rules (CSS paged media), appended just before ``desktopAndPrint`` (which restates the light
/// tokens for print and must come last).
///
/// - Sheets: the reader's paper size (`size` is left to the print dialog: A4 or Letter), 16 mm margins, a running
///   header at the top left (the site's title and the page's period, from `<html data-print-header>` through
///   `attr()` into `--cs-print-header`) and `page / pages` at the bottom right, both in `@page` margin boxes
///   (Chromium 131+ draws margin boxes; `attr()` outside `content` needs 133+; elsewhere the sheets print
///   without them).
/// - The cover (`.print-cover`, hidden on screen) fills the first sheet and replaces the page's `<h1>`.
/// - Nothing interactive prints: the segmented control's tabs and radio buttons, chevrons, the back row. The
///   chosen range prints (its panel), kept on one sheet with its headline and statistics where it fits.
/// - Cards, headers with their first card, and a chart with its statistics never break apart; sections do.
/// - Links that leave the site show their address after the text.
/// - A print packet (`print: full`, at `<page>/print/`): each metric page's part starts on a new sheet; the
///   report's link to its packet (`.print-packet-link`) does not print, nor do a metric part's rows to other pages
///   and its download link (paper cannot follow them); its values table is compact and kept on one sheet.
extension StylesheetRules {
    /// The rules.
    static let print = """
    .print-cover{display:none}
    .print-packet-link{margin:0 0 1rem}.print-packet-link a{color:var(--cs-accent-text,#0068DB);font-weight:600;text-decoration:none}.print-packet-link a:hover{text-decoration:underline}.print-packet-part+.print-packet-part{margin-top:2.5rem;padding-top:1rem;border-top:1px solid var(--cs-separator,#c6c6c8)}
    @page{margin:16mm 14mm;\
    @top-left{content:var(--cs-print-header,"");font:8pt system-ui,sans-serif;color:#636366;vertical-align:bottom;padding-bottom:3mm}\
    @bottom-right{content:counter(page) " / " counter(pages);font:8pt system-ui,sans-serif;color:#636366;vertical-align:top;padding-top:3mm}}
    @media print{\
    :root{--cs-print-header:attr(data-print-header)}\
    html{font-size:13px}html,body{background:#fff}\
    .divided-card>:not(.divider){min-height:0}.divided-card>*{padding-block:.4375rem}\
    .scrolling-surface.vertical{max-width:none;padding:0}\
    .print-cover{display:block;break-after:page;padding:0 0 1rem}\
    .print-cover-title{margin:0 0 .5rem;font-size:2rem;font-weight:700;line-height:1.15}\
    .print-cover-period{margin:0 0 .25rem;font-size:1.25rem;font-weight:600}\
    .print-cover-site{margin:0 0 1.5rem;color:#636366}\
    .print-cover-figures{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:.5rem 1.5rem;margin:0}\
    .print-cover-figures>div{break-inside:avoid;padding:.5rem 0;border-top:1px solid #c6c6c8}\
    .print-cover-figures dt{font-size:.875rem;color:#636366}\
    .print-cover-figures dd{margin:0}\
    .print-cover dd>span:first-child{font-size:1.5rem;font-weight:700}\
    .print-cover dd>span+span{color:#636366}\
    .print-cover+main>h1:first-child,.print-cover+.print-packet-report>main>h1:first-child{display:none}\
    .print-packet-link{display:none}\
    .print-packet-part+.print-packet-part{break-before:page;margin:0;padding:0;border:0}\
    .print-packet-part .section:has(>.divided-card>a.navigation),.print-packet-part .section>.regular-card:has(>a.link){display:none}\
    .print-packet-part .metric-table-card{break-inside:avoid}.print-packet-part .metric-table :is(th,td){padding-block:.25rem}\
    .segment-labels,.segmented-views>.segment-input,.back-row,.chevron,.navigation::after,.metric-card-header::after{display:none!important}\
    .segmented-views{margin:0}\
    .segment-panel{break-inside:avoid}.segment-panel:has(>.metric-table-card){break-inside:auto}.range-headline,.range-headline+*{break-after:avoid}\
    .section-header{break-after:avoid}.site-footer{break-before:avoid;padding-bottom:0}\
    .sectioned-surface>.section{break-before:auto;break-inside:auto}\
    h1,h2,h3{break-after:avoid}\
    a[href^="http://"]::after,a[href^="https://"]::after{content:" (" attr(href) ")";font-size:.8em;font-weight:400;color:#636366;overflow-wrap:anywhere}\
    }

    """
}
