// The settings dialog (loaded after the first board): language, theme and what the board shows.
// What the page hands this module when it loads it (controls.js): its state and helpers. Importing
// them would put the page's shared code in a chunk of its own, one more request before the first board.
let app, els, t, render, save, applyTheme, language;

// Each language is named in itself; 'auto' follows the browser.
function fillLanguages() {
  const select = els['sel-language'];
  select.replaceChildren(...['auto', ...language.LANGUAGES].map((v) => {
    const o = document.createElement('option');
    o.value = v;
    o.textContent = v === 'auto' ? t('languageAuto') : language.LANGUAGE_NAMES[v];
    if (v !== 'auto') o.lang = v;
    return o;
  }));
  select.value = language.languageChoice();
}

export function setupSettings(page) {
  ({ app, els, t, render, save, applyTheme, language } = page);
  const form = els['form-settings'];
  els['sel-language'].addEventListener('change', async (e) => {
    e.stopPropagation();
    const ok = await language.changeLanguage(e.target.value, () => {
      app.view?.svg.setAttribute('aria-roledescription', t('boardRole'));
      render();
    });
    els['language-note'].hidden = ok;
    els['language-note'].textContent = ok ? '' : t('languageOffline');
    fillLanguages();
  });
  form.addEventListener('change', (e) => {
    if (e.target === els['sel-language']) return;
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
  fillLanguages();
  els['language-note'].hidden = true;
  els['dlg-settings'].showModal();
}
