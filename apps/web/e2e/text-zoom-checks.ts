/**
 * Doubles every font size the page's stylesheets declare, as the phone's own text zoom does
 * (Android WebView's textZoom, WeChat's font size setting): every text, whatever its size is
 * written as, drawn at twice it. Chromium has no such zoom to switch on through CDP: its
 * emulated OS text scale and default font size only reach sizes written in rem or em, and the
 * app writes pixels; an added stylesheet could double antd-mobile's size variables but not the
 * sizes written as they are (titles, prices, icons). So each loaded stylesheet is replaced by a
 * rewritten copy in its place in the cascade. Run in the page, on a settled page: every
 * stylesheet it uses, the lazily loaded ones included, has arrived.
 */
export function doubleFontSizes(): void {
  const fontSize = /((?:^|[{;\s])(?:--[\w-]*font-size[\w-]*|font-size)\s*:\s*)(\d*\.?\d+)px/g;
  for (const sheet of [...document.styleSheets]) {
    if (sheet.disabled || !sheet.ownerNode) continue;
    const rules = [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
    const copy = document.createElement('style');
    copy.textContent = rules.replace(
      fontSize,
      (_, declaration: string, size: string) => `${declaration}${Number(size) * 2}px`,
    );
    sheet.ownerNode.parentNode?.insertBefore(copy, sheet.ownerNode.nextSibling);
    sheet.disabled = true;
  }
}

/**
 * The content a page loses, run in the page (so everything it uses is declared inside it): the
 * page scrolling sideways wider than the phone, text cut off by a box that hides what overflows
 * it, and text under a bar fixed to the top or the bottom of the screen where scrolling cannot
 * bring it out. Each finding names where, and the text lost.
 */
export function contentLost(phoneWidth: number): string[] {
  const found = new Set<string>();
  const root = document.documentElement;
  if (root.scrollWidth > phoneWidth)
    found.add(`scrolls sideways: ${root.scrollWidth}px wide on a ${phoneWidth}px screen`);

  const where = (element: Element) => {
    const classes = [...element.classList].slice(0, 2).join('.');
    return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`;
  };
  const snippet = (text: string) => text.trim().replace(/\s+/g, ' ').slice(0, 30);
  const textNodes = () => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent?.checkVisibility({ visibilityProperty: true }))
        continue;
      if (parent.closest('[aria-hidden="true"], [inert]')) continue;
      // A notice bar scrolls its line through by itself; a pull-to-refresh hint shows only
      // while the list is pulled down.
      if (parent.closest('.adm-notice-bar-content, .adm-pull-to-refresh-head')) continue;
      nodes.push(node as Text);
    }
    return nodes;
  };
  const rectsOf = (node: Text) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
  };

  // A text whose full wording is at hand (a title, or an accessible name) may be cut short.
  const fullTextAvailable = (box: Element, text: string) => {
    const named = box.closest('[title], [aria-label]');
    const full = `${named?.getAttribute('title') ?? ''} ${named?.getAttribute('aria-label') ?? ''}`;
    return full.includes(text.trim());
  };
  const hides = (value: string) => value === 'hidden' || value === 'clip';

  for (const node of textNodes()) {
    const rects = rectsOf(node);
    for (let box = node.parentElement; box && box !== document.body; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.position === 'fixed') break;
      const [clipsX, clipsY] = [hides(style.overflowX), hides(style.overflowY)];
      // A box that scrolls shows what overflows it to whoever scrolls it.
      if (!clipsX && !clipsY) {
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') break;
        continue;
      }
      // One pixel or less: text kept for screen readers only.
      if (box.clientWidth <= 1 || box.clientHeight <= 1) break;
      const edge = box.getBoundingClientRect();
      const left = edge.left + box.clientLeft;
      const top = edge.top + box.clientTop;
      const cut = rects.some(
        (rect) =>
          (clipsX && (rect.left < left - 1 || rect.right > left + box.clientWidth + 1)) ||
          (clipsY && (rect.top < top - 1 || rect.bottom > top + box.clientHeight + 1)),
      );
      if (!cut) continue;
      // The innermost box that cuts the text is the one to name (or to excuse).
      if (!fullTextAvailable(box, node.textContent ?? ''))
        found.add(`clipped by ${where(box)}: ${snippet(node.textContent ?? '')}`);
      break;
    }
  }

  // Bars the page scrolls under: as wide as the screen and much shorter than it. Text of any
  // element that stays put (another bar, a floating button) does not scroll under them.
  const staying = [...document.body.querySelectorAll('*')].filter((element) =>
    ['fixed', 'sticky'].includes(getComputedStyle(element).position),
  );
  const bars = staying.filter((element) => {
    const rect = element.getBoundingClientRect();
    return rect.width >= phoneWidth * 0.9 && rect.height > 0 && rect.height < innerHeight / 2;
  });
  const overlapsBars = (atTop: boolean) => {
    const nodes = textNodes();
    for (const bar of bars) {
      const edge = bar.getBoundingClientRect();
      if (atTop ? edge.top > 1 : edge.bottom < innerHeight - 1) continue;
      for (const node of nodes) {
        const inside = bar.contains(node);
        if (!inside && staying.some((element) => element.contains(node))) continue;
        const overlapping = rectsOf(node).some((rect) =>
          inside
            ? rect.top < edge.top - 1 || rect.bottom > edge.bottom + 1
            : rect.bottom > edge.top + 1 && rect.top < edge.bottom - 1,
        );
        if (overlapping)
          found.add(
            `${inside ? 'spills out of' : 'under'} ${where(bar)}: ${snippet(node.textContent ?? '')}`,
          );
      }
    }
  };
  window.scrollTo(0, 0);
  overlapsBars(true);
  window.scrollTo(0, root.scrollHeight);
  overlapsBars(false);
  window.scrollTo(0, 0);
  return [...found];
}
