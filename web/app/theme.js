// The page's colour theme: the setting, or the system's when it is 'auto'.
import { app } from './state.js';

export const darkQuery = matchMedia('(prefers-color-scheme: dark)');
export function applyTheme() {
  const theme = app.settings.theme;
  if (theme === 'auto') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
}
