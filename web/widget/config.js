// <renju-board>'s attributes as a plain config: a pure function of the attribute strings and the
// rules' facts the module publishes (renju.rules), so it runs (and is tested) anywhere. Text that
// only the module can read (stones, marks, moves) is passed on as it is; the model reads it.
//
//   readConfig({ mode: 'play', size: '15', bot: '3' }, renju.rules)
//     -> { mode: 'play', rule: 'renju', size: 15, theme: 'wood', toMove: null, bot: 3, moves: '', ... }

export const MODES = ['view', 'replay', 'play', 'edit'];
export const THEMES = ['wood', 'plain', 'dark'];
export const ATTRIBUTES = ['moves', 'stones', 'to-move', 'rule', 'size', 'mode', 'marks', 'show-forbidden', 'numbers', 'coordinates', 'theme', 'bot', 'label'];

/**
 * A bad attribute: `attribute` names it, the message says what is wrong and quotes it. `text` is the
 * same as a key of the widget's table and its arguments ({key, params}), for the board to show the
 * message in its own language.
 */
export class AttributeError extends Error {
  constructor(attribute, message, code = 'BAD_ATTRIBUTE', text = null) {
    super(message);
    this.name = 'AttributeError';
    this.attribute = attribute;
    this.code = code;
    this.text = text;
  }
}

/** A boolean attribute: absent gives `fallback`; present is true unless it says false, off, no or 0. */
export function isTrue(value, fallback) {
  if (value === null || value === undefined) return fallback;
  return !['false', 'off', 'no', '0'].includes(String(value).trim().toLowerCase());
}

const quote = (v) => JSON.stringify(String(v).length > 40 ? `${String(v).slice(0, 40)}…` : String(v));

function oneOf(attribute, value, allowed) {
  if (!allowed.includes(value)) {
    throw new AttributeError(attribute, `${attribute}: ${quote(value)} is not one of ${allowed.join(', ')}`, undefined,
      { key: 'attribute.notOneOf', params: { value: quote(value), allowed: allowed.join(', ') } });
  }
  return value;
}

/**
 * The config for a set of attributes ({name: string | null}, as getAttribute gives them). `rules` is
 * renju.rules: the sizes each rule allows. Throws AttributeError naming the first bad attribute.
 */
export function readConfig(attrs, rules) {
  const get = (name) => (attrs[name] === undefined ? null : attrs[name]);
  const rule = oneOf('rule', get('rule') ?? 'renju', Object.keys(rules));
  const sizeText = get('size');
  const size = sizeText === null ? rules[rule].defaultSize : Number(sizeText);
  if (sizeText !== null && (!/^\s*\d+\s*$/.test(sizeText) || !Number.isInteger(size))) {
    throw new AttributeError('size', `size: ${quote(sizeText)} is not a whole number`, undefined,
      { key: 'attribute.notWhole', params: { value: quote(sizeText) } });
  }
  const sizes = rules[rule].sizes;
  if (!sizes.includes(size)) {
    const allowed = sizes.length === 1 ? `${sizes[0]}x${sizes[0]} only` : `${sizes[0]}x${sizes[0]} to ${sizes.at(-1)}x${sizes.at(-1)}`;
    throw new AttributeError('size', `size: ${rule} is played on ${allowed}, not ${size}x${size}`, 'BAD_ARGUMENT',
      { key: sizes.length === 1 ? 'attribute.sizeOnly' : 'attribute.sizeRange', params: { rule, min: sizes[0], max: sizes.at(-1), size } });
  }
  const mode = oneOf('mode', get('mode') ?? 'view', MODES);
  const theme = oneOf('theme', get('theme') ?? 'wood', THEMES);
  const toMove = get('to-move') === null ? null : oneOf('to-move', get('to-move'), ['black', 'white']);
  const botText = get('bot');
  if (botText !== null && !/^[1-5]$/.test(botText)) {
    throw new AttributeError('bot', `bot: ${quote(botText)} is not a level from 1 to 5`, undefined,
      { key: 'attribute.botLevel', params: { value: quote(botText) } });
  }
  return {
    rule,
    size,
    mode,
    theme,
    toMove,
    bot: botText === null ? null : Number(botText),
    moves: get('moves') ?? '',
    stones: get('stones') ?? '',
    marks: get('marks') ?? '',
    showForbidden: isTrue(get('show-forbidden'), false),
    numbers: isTrue(get('numbers'), false),
    coordinates: isTrue(get('coordinates'), true),
    label: get('label'),
  };
}
