/** The page's only stylesheet, inline: the report loads nothing from anywhere. */
export const HTML_STYLE = `
:root{--pass:#1a7f37;--pass-bg:#dafbe1;--fail:#cf222e;--fail-bg:#ffebe9;--error:#9a6700;--error-bg:#fff8c5;--na:#57606a;--na-bg:#f6f8fa;--line:#d0d7de}
*{box-sizing:border-box}
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;color:#1f2328;background:#fff}
header,main{padding:16px 24px}
header{border-bottom:1px solid var(--line);background:#f6f8fa}
h1{font-size:20px;margin:0 0 8px}h2{font-size:17px;margin:24px 0 8px}h3{font-size:14px;margin:12px 0 4px}h4{font-size:13px;margin:10px 0 4px}
code,pre{font:12px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
pre{background:#f6f8fa;border:1px solid var(--line);border-radius:4px;padding:8px;overflow:auto;max-height:420px;white-space:pre-wrap;word-break:break-word}
dl.prov{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0}dl.prov dt{color:#57606a}dl.prov dd{margin:0}
ul.chips{list-style:none;padding:0;margin:12px 0 0;display:flex;gap:8px;flex-wrap:wrap}
ul.chips li{border-radius:12px;padding:2px 12px;font-weight:600;border:1px solid currentColor}
.v-pass{color:var(--pass);background:var(--pass-bg)}.v-fail{color:var(--fail);background:var(--fail-bg)}
.v-error{color:var(--error);background:var(--error-bg)}.v-not-applicable{color:var(--na);background:var(--na-bg)}
table{border-collapse:collapse;margin:4px 0}th,td{border:1px solid var(--line);padding:4px 8px;text-align:left;vertical-align:top}
thead th{background:#f6f8fa;position:sticky;top:0}
table.matrix td.cell{text-align:center;font-weight:600;white-space:nowrap}
table.matrix td.cell a{color:inherit;text-decoration:none;display:block}
table.matrix td.cell a:hover,table.matrix td.cell a:focus{text-decoration:underline}
table.matrix th.rule small{display:block;font-weight:400;color:#57606a;max-width:360px}
td.empty{color:#8c959f;text-align:center}
table.matrix td.cell.expected{background:repeating-linear-gradient(135deg,transparent 0 6px,rgba(0,0,0,.04) 6px 12px);opacity:.8}
table.matrix td.cell .tag{display:block;font-size:11px;font-weight:600;text-transform:uppercase;letter-spacing:.03em}
td.lvl{font-size:11px;font-weight:700;text-align:center}td.lvl-MUST{color:#1f2328}td.lvl-SHOULD{color:#57606a}td.lvl-MAY{color:#8c959f}
p.gate{font-size:16px;font-weight:700;margin:0 0 10px;padding:6px 12px;border-radius:6px;border:1px solid currentColor;display:inline-block}
p.gate small{font-weight:400}
details.result{border:1px solid var(--line);border-left:6px solid currentColor;border-radius:4px;margin:6px 0;padding:0 10px;background:#fff}
details.result>summary{cursor:pointer;padding:6px 0;font-weight:600}
details.result>div{color:#1f2328;padding-bottom:10px}
details.result:target{outline:3px solid #0969da}
.pair{display:grid;grid-template-columns:1fr 1fr;gap:10px}
.muted{color:#57606a}
section.case{border-top:1px dashed var(--line);margin-top:8px}
table.cases td{color:inherit}
.interrupted{border:2px solid #bf8700;background:#fff8c5;padding:8px 12px;border-radius:6px}
ol.fix{padding-left:20px}ol.fix li.fix{border-left:6px solid currentColor;background:#fff;color:#1f2328;margin:8px 0;padding:6px 10px;border-radius:4px}
ol.fix li.fix p{margin:4px 0}ol.fix li.fix.v-fail{border-left-color:var(--fail)}ol.fix li.fix.v-error{border-left-color:var(--error)}
table.failures tr.expected td{opacity:.7}
span.chip{border-radius:10px;padding:0 8px;font-weight:700;font-size:12px;border:1px solid currentColor}
table.failures td small,table.glance th small{display:block;font-weight:400;color:#57606a;max-width:360px}
p.known{background:#ddf4ff;border:1px solid #54aeff;border-radius:4px;padding:4px 8px}
ul.advisories li{color:#9a6700}
svg.seq{background:#fff;border:1px solid var(--line);border-radius:4px;max-width:100%;height:auto}
svg.seq .lifeline{stroke:#8c959f;stroke-dasharray:2 3}
svg.seq .lane{fill:#f6f8fa;stroke:#57606a}
svg.seq text{font:12px ui-monospace,Menlo,Consolas,monospace;fill:#1f2328}
svg.seq .lane-name{font-weight:700}
svg.seq .at{fill:#57606a}
svg.seq .msg line,svg.seq .msg path{stroke:#24292f;stroke-width:1.5}
svg.seq .msg.response line{stroke-dasharray:6 4}
svg.seq .msg.event line{stroke:#0969da;stroke-dasharray:2 3}
svg.seq .msg.event text{fill:#0969da}
svg.seq .msg.retry line,svg.seq .msg.retry path{stroke:#bc4c00;stroke-width:2}
svg.seq .msg.retry text{fill:#bc4c00;font-weight:700}
svg.seq .note rect{fill:#fff8c5;stroke:#9a6700}
svg.seq .stall line{stroke:#cf222e;stroke-width:3;stroke-dasharray:6 4}
svg.seq .stall text{fill:#cf222e;font-weight:700}
`;
