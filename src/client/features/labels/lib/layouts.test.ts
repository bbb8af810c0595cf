import { describe, expect, it } from 'vitest';
import { gridSize, LABEL_LAYOUT_IDS, LABEL_LAYOUTS, labelsPerPage, pageCount, pageRule, paginate } from './layouts';

describe('label layouts', () => {
  it.each([
    // id, per page, label w × h, margins top/right/bottom/left, page
    ['a4-3x8', 24, [70, 37], [0.5, 0, 0.5, 0], [210, 297]],
    ['a4-4x10', 40, [48.5, 25.4], [21.5, 8, 21.5, 8], [210, 297]],
    ['a4-5x13', 65, [38.1, 21.2], [10.7, 4.75, 10.7, 4.75], [210, 297]],
    ['roll-58x40', 1, [58, 40], [0, 0, 0, 0], [58, 40]],
    ['roll-50x25', 1, [50, 25], [0, 0, 0, 0], [50, 25]],
  ] as const)('%s: %i labels of %j mm, margins %j, page %j', (id, per, [w, h], [t, r, b, l], [pw, ph]) => {
    const layout = LABEL_LAYOUTS[id];
    expect(labelsPerPage(layout)).toBe(per);
    expect(layout.label).toEqual({ width: w, height: h });
    expect(layout.margin).toEqual({ top: t, right: r, bottom: b, left: l });
    expect(layout.page).toEqual({ width: pw, height: ph });
    expect(pageRule(layout)).toBe(`@page { size: ${pw}mm ${ph}mm; margin: ${t}mm ${r}mm ${b}mm ${l}mm; }`);
  });

  it.each(LABEL_LAYOUT_IDS)('%s: the grid and its margins fill the page exactly', (id) => {
    const layout = LABEL_LAYOUTS[id];
    const grid = gridSize(layout);
    expect(grid.width + layout.margin.left + layout.margin.right).toBeCloseTo(layout.page.width, 6);
    expect(grid.height + layout.margin.top + layout.margin.bottom).toBeCloseTo(layout.page.height, 6);
  });

  it.each([
    ['a4-3x8', 0, 0],
    ['a4-3x8', 1, 1],
    ['a4-3x8', 24, 1],
    ['a4-3x8', 25, 2],
    ['a4-4x10', 80, 2],
    ['a4-4x10', 81, 3],
    ['a4-5x13', 130, 2],
    ['a4-5x13', 131, 3],
    ['roll-58x40', 7, 7],
    ['roll-50x25', 0, 0],
  ] as const)('%s: %i labels need %i pages', (id, count, pages) => {
    expect(pageCount(LABEL_LAYOUTS[id], count)).toBe(pages);
    const cut = paginate(
      LABEL_LAYOUTS[id],
      Array.from({ length: count }, (_, i) => i),
    );
    expect(cut).toHaveLength(pages);
    expect(cut.flat()).toEqual(Array.from({ length: count }, (_, i) => i));
  });
});
