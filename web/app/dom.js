// Small DOM helpers shared by the page's modules.

export function fillSelect(select, values, label) {
  select.replaceChildren(...values.map((v) => {
    const o = document.createElement('option');
    o.value = String(v);
    o.textContent = label(v);
    return o;
  }));
}

export function isTyping(target) {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}
