import { formatAmount } from '#shared/domain/kitchen/amounts.ts';
import { escapeHtml, printedPage, REPORT_FONT_FAMILY, translator } from '#server/modules/reports/reports.service.ts';
import type { PurchaseList } from '#shared/schemas/purchasing.ts';

const STYLE = `
* { box-sizing: border-box; }
body { margin: 0; font-family: '${REPORT_FONT_FAMILY}', 'Liberation Sans', 'DejaVu Sans', sans-serif; font-size: 11pt; color: #1c1917; }
h1 { font-size: 17pt; margin: 0 0 2pt; }
h2 { font-size: 13pt; margin: 16pt 0 4pt; padding-bottom: 2pt; border-bottom: 1.5pt solid #d6d3d1; }
.muted { color: #57534e; font-size: 9pt; margin: 0; }
table { width: 100%; border-collapse: collapse; }
th, td { text-align: left; padding: 4pt; border-bottom: 0.75pt solid #e7e5e4; overflow-wrap: anywhere; }
thead th { font-size: 9pt; color: #44403c; border-bottom: 1.5pt solid #a8a29e; }
td.number { text-align: right; white-space: nowrap; }
tr { break-inside: avoid; }
`;

/**
 * The purchase list printed, one section per supplier, each in the supplier's language (the item names
 * as its message names them): one self-contained page for the reports' Chromium to print.
 */
export function purchaseHtml(list: PurchaseList, business: string): string {
  const e = escapeHtml;
  const sections = list.suppliers.map((supplier) => {
    const t = translator(supplier.language);
    const name = supplier.name ?? t('purchase.noSupplier');
    const rows = supplier.lines
      .map(
        (line) =>
          `<tr><td>${e(line.name)}</td><td class="number">${e(formatAmount(line.quantity, line.unit, supplier.language))}</td>` +
          `<td class="number">${e(
            t('purchase.packsOf', {
              packs: line.packs,
              pack: formatAmount(line.quantity / line.packs, line.unit, supplier.language),
            }),
          )}</td></tr>`,
      )
      .join('');
    return `<section lang="${supplier.language}"><h2>${e(name)}${supplier.phone ? ` · ${e(supplier.phone)}` : ''}</h2>
<p class="muted">${e(t('purchase.message.dates', { from: list.from, to: list.to }))}</p>
<table><thead><tr><th>${e(t('purchase.item'))}</th><th>${e(t('purchase.quantity'))}</th><th>${e(t('purchase.packs'))}</th></tr></thead>
<tbody>${rows}</tbody></table></section>`;
  });
  const language = list.suppliers[0]?.language ?? 'en';
  const title = translator(language)('purchase.message.heading', { business });
  return printedPage({
    language,
    title,
    style: STYLE,
    body: `<h1>${e(title)}</h1>
<p class="muted">${e(translator(language)('purchase.range', { from: list.from, to: list.to }))}</p>
${sections.join('\n')}`,
  });
}
