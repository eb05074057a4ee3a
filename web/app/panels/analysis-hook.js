// The Analyse switch on the first load; the analysis panel itself (panels/analysis.js, its strings
// and styles) loads only when the switch is first turned on.
let loading = null;

export function wireAnalysis(page) {
  const input = page.els['analyse-switch'];
  if (!input) return;
  const load = () => (loading ??= import('./analysis.js').then((m) => m.setupAnalysis(page)));
  input.addEventListener('change', async () => {
    const panel = await load();
    panel.setOn(input.checked);
  });
  // Tests and the console: turn analysis on or off and read its state.
  window.renjuAnalysis = { load, set: async (on) => { input.checked = on; (await load()).setOn(on); } };
}
