// Layout checks that run in the page, shared by the page tests (languages, lesson-walk): pass the
// function to page.evaluate, or its source to a larger call written as a string.

/**
 * Text that does not fit: every visible text node's boxes must lie inside the nearest ancestor that
 * clips (overflow hidden or clip; a scrolling box is left alone: its text can be scrolled to) and
 * inside the screen's width; a button, select or input must not be narrower than its own text; the
 * page must not scroll sideways. Runs in the page; returns the problems, each naming its text.
 */
export function overflowProblems() {
  const problems = [];
  const vw = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > vw + 1) problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} > ${vw}`);
  const short = (s) => JSON.stringify(s.trim().slice(0, 40));
  const parentOf = (el) => el.parentElement ?? el.getRootNode()?.host ?? null;
  const controls = [];
  const visit = (root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n.nodeType === 1) {
        if (n.shadowRoot) visit(n.shadowRoot);
        if (['BUTTON', 'SELECT', 'INPUT'].includes(n.tagName)) controls.push(n);
        continue;
      }
      if (!n.data.trim()) continue;
      const el = n.parentElement;
      if (!el || el.closest('option, script, style, noscript, title, template')) continue;
      if (!el.checkVisibility({ checkVisibilityCSS: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5);
      if (!rects.length) continue;
      let hidden = false;
      let scrolled = false;
      for (let a = el; a; a = parentOf(a)) {
        const cs = getComputedStyle(a);
        const clips = (v) => v === 'hidden' || v === 'clip';
        const scrolls = (v) => v === 'auto' || v === 'scroll';
        if (scrolls(cs.overflowX) || scrolls(cs.overflowY)) {
          scrolled = true;
          break;
        }
        if (!clips(cs.overflowX) && !clips(cs.overflowY)) continue;
        const box = a.getBoundingClientRect();
        if (box.width <= 2 || box.height <= 2) {
          hidden = true; // visually hidden on purpose (sr-only)
          break;
        }
        for (const r of rects) {
          const outX = clips(cs.overflowX) && (r.left < box.left - 1 || r.right > box.right + 1);
          const outY = clips(cs.overflowY) && (r.top < box.top - 1 || r.bottom > box.bottom + 1);
          if (outX || outY) problems.push(`${short(n.data)} is cut off by <${a.tagName.toLowerCase()}${a.className && typeof a.className === 'string' ? `.${a.className.split(' ')[0]}` : ''}>`);
        }
        break;
      }
      if (hidden || scrolled) continue;
      for (const r of rects) {
        if (r.left < -1 || r.right > vw + 1) problems.push(`${short(n.data)} goes off the screen (${Math.round(r.left)}..${Math.round(r.right)} of ${vw})`);
      }
    }
  };
  visit(document.body);
  for (const c of controls) {
    if (!c.checkVisibility({ checkVisibilityCSS: true }) || c.type === 'checkbox' || c.type === 'radio' || c.type === 'range') continue;
    if (c.scrollWidth > c.clientWidth + 2) problems.push(`<${c.tagName.toLowerCase()}> ${short(c.textContent || c.value || '')} is narrower than its text (${c.scrollWidth} > ${c.clientWidth})`);
  }
  return [...new Set(problems)];
}
