/**
 * Label stock geometry, all in millimetres. An A4 sheet is a grid of labels
 * inside the page margins; a label-printer roll is one label per page, the page the label's size.
 * The @page rule carries the margins, so the printed grid starts exactly where the stock's first
 * label does.
 */
export const LABEL_LAYOUT_IDS = ['a4-3x8', 'a4-4x10', 'a4-5x13', 'roll-58x40', 'roll-50x25'] as const;
export type LabelLayoutId = (typeof LABEL_LAYOUT_IDS)[number];

export type LabelLayout = {
  id: LabelLayoutId;
  kind: 'sheet' | 'roll';
  page: { width: number; height: number };
  margin: { top: number; right: number; bottom: number; left: number };
  columns: number;
  rows: number;
  label: { width: number; height: number };
  gap: { column: number; row: number };
};

const A4 = { width: 210, height: 297 };

/** A sheet whose grid is centred on A4 (how the common sheets are cut). */
function sheet(id: LabelLayoutId, columns: number, rows: number, width: number, height: number, columnGap = 0): LabelLayout {
  const side = round((A4.width - columns * width - (columns - 1) * columnGap) / 2);
  const top = round((A4.height - rows * height) / 2);
  return {
    id,
    kind: 'sheet',
    page: A4,
    margin: { top, right: side, bottom: top, left: side },
    columns,
    rows,
    label: { width, height },
    gap: { column: columnGap, row: 0 },
  };
}

function roll(id: LabelLayoutId, width: number, height: number): LabelLayout {
  return {
    id,
    kind: 'roll',
    page: { width, height },
    margin: { top: 0, right: 0, bottom: 0, left: 0 },
    columns: 1,
    rows: 1,
    label: { width, height },
    gap: { column: 0, row: 0 },
  };
}

const round = (mm: number) => Math.round(mm * 100) / 100;

export const LABEL_LAYOUTS: Record<LabelLayoutId, LabelLayout> = {
  // 24 per sheet, 70 × 37 mm, edge to edge across (Avery 3474 and its many copies).
  'a4-3x8': sheet('a4-3x8', 3, 8, 70, 37),
  // 40 per sheet, 48.5 × 25.4 mm (Avery 3657).
  'a4-4x10': sheet('a4-4x10', 4, 10, 48.5, 25.4),
  // 65 per sheet, 38.1 × 21.2 mm with 2.5 mm between columns (Avery L7651).
  'a4-5x13': sheet('a4-5x13', 5, 13, 38.1, 21.2, 2.5),
  'roll-58x40': roll('roll-58x40', 58, 40),
  'roll-50x25': roll('roll-50x25', 50, 25),
};

export const labelsPerPage = (layout: LabelLayout) => layout.columns * layout.rows;

/** Pages needed for `count` labels (none for none). */
export const pageCount = (layout: LabelLayout, count: number) => (count <= 0 ? 0 : Math.ceil(count / labelsPerPage(layout)));

/** `items` cut into pages of the layout's size. */
export function paginate<T>(layout: LabelLayout, items: readonly T[]): T[][] {
  const per = labelsPerPage(layout);
  return Array.from({ length: pageCount(layout, items.length) }, (_, i) => items.slice(i * per, (i + 1) * per));
}

/** The @page rule printing this layout: the stock's size and its margins. */
export function pageRule(layout: LabelLayout): string {
  const { page, margin: m } = layout;
  return `@page { size: ${page.width}mm ${page.height}mm; margin: ${m.top}mm ${m.right}mm ${m.bottom}mm ${m.left}mm; }`;
}

/** The width and height of the grid inside the margins. */
export function gridSize(layout: LabelLayout): { width: number; height: number } {
  const { columns, rows, label, gap } = layout;
  return {
    width: round(columns * label.width + (columns - 1) * gap.column),
    height: round(rows * label.height + (rows - 1) * gap.row),
  };
}
