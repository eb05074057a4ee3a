// The settings dialog (loaded after the first board): theme and what the board shows.
// What the page hands this module when it loads it (controls.js): its state and helpers. Importing
// them would put the page's shared code in a chunk of its own, one more request before the first board.
let app, els, render, save, applyTheme;

export function setupSettings(page) {
  ({ app, els, render, save, applyTheme } = page);
  const form = els['form-settings'];
  form.addEventListener('change', () => {
    const f = form.elements;
    app.settings = {
      theme: f.theme.value,
      showNumbers: f.showNumbers.checked,
      showForbidden: f.showForbidden.checked,
      showCoordinates: f.showCoordinates.checked,
    };
    applyTheme();
    save();
    render();
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    els['dlg-settings'].close();
  });
}

/** Opens the dialog with the settings as they are. */
export function openSettings() {
  const f = els['form-settings'].elements;
  f.theme.value = app.settings.theme;
  f.showNumbers.checked = app.settings.showNumbers;
  f.showForbidden.checked = app.settings.showForbidden;
  f.showCoordinates.checked = app.settings.showCoordinates;
  els['dlg-settings'].showModal();
}
