// <renju-board>'s events, all bubbling and composed (they leave the shadow root):
//   move        {point, color, number, code, bot}     a stone or pass, the reader's or the engine's
//   undo        {code}
//   gameover    {result, code}
//   point-click {point, x, y, color, forbidden}       any click on the board, in every mode
//   change      {code, toMove, result} | {stones, toMove} (edit mode)
//   step        {index, total, code}                  replay stepped to another move
//   error       {code, message, attribute}            a bad attribute, a failed call or engine
export const EVENTS = ['move', 'undo', 'gameover', 'point-click', 'change', 'step', 'error'];

export function emit(target, name, detail) {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
