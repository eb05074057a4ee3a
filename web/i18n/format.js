// Messages in a subset of ICU MessageFormat, so that every language writes whole sentences in its own
// word order and a count or a kind picks its own words (no English fragments glued together):
//   {name}                                   the argument as text (a number in the language's digits,
//                                            a list as "A, B and C" / «A, B и C» / 「A、B、C」)
//   {name, select, black {…} white {…} other {…}}
//   {name, plural, =0 {…} one {…} few {…} many {…} other {…}}   (Intl.PluralRules; # is the number)
// There is no quoting: { and } are always syntax, apostrophes are plain text (the tables use ’).
// Messages are compiled once and cached. Unknown arguments are left as {name}, so a test can find them.

const cache = new Map();

export class MessageError extends Error {
  constructor(message, source) {
    super(`${message} in ${JSON.stringify(source.length > 60 ? `${source.slice(0, 60)}…` : source)}`);
    this.name = 'MessageError';
  }
}

/** Parses `source` into parts: strings, {arg}, {arg, type, cases}, and '#' inside a plural. */
export function parse(source) {
  let at = 0;
  const fail = (what) => { throw new MessageError(`${what} at ${at}`, source); };
  const space = () => { while (at < source.length && /\s/.test(source[at])) at++; };
  const word = () => {
    space();
    const m = /^[=\w.-]+/.exec(source.slice(at));
    if (!m) fail('a name was expected');
    at += m[0].length;
    space();
    return m[0];
  };
  function message(inPlural, depth) {
    const parts = [];
    let text = '';
    while (at < source.length) {
      const c = source[at];
      if (c === '}') break;
      if (c === '{') {
        if (text) parts.push(text);
        text = '';
        parts.push(argument(depth));
      } else if (c === '#' && inPlural) {
        if (text) parts.push(text);
        text = '';
        parts.push({ number: true });
        at++;
      } else {
        text += c;
        at++;
      }
    }
    if (text) parts.push(text);
    if (depth === 0 && at < source.length) fail('an unmatched }');
    return parts;
  }
  function argument(depth) {
    at++; // {
    const name = word();
    if (!/^\w+$/.test(name)) fail(`the argument name ${JSON.stringify(name)} is not a plain name`);
    if (source[at] === '}') {
      at++;
      return { arg: name };
    }
    if (source[at] !== ',') fail('a , or } was expected');
    at++;
    const type = word();
    if (type !== 'select' && type !== 'plural') fail(`unknown argument type ${JSON.stringify(type)}`);
    if (source[at] !== ',') fail('a , was expected');
    at++;
    const cases = {};
    for (;;) {
      space();
      if (source[at] === '}') break;
      const key = word();
      if (source[at] !== '{') fail(`a { was expected after ${key}`);
      at++;
      if (key in cases) fail(`the case ${key} is given twice`);
      cases[key] = message(type === 'plural', depth + 1);
      if (source[at] !== '}') fail('a } was expected');
      at++;
    }
    at++; // }
    if (!('other' in cases)) fail(`{${name}, ${type}} has no "other" case`);
    return { arg: name, type, cases };
  }
  const parts = message(false, 0);
  return parts;
}

function compiled(source) {
  let parts = cache.get(source);
  if (!parts) {
    parts = parse(source);
    cache.set(source, parts);
  }
  return parts;
}

const intl = new Map();
function once(kind, lang, make) {
  const key = `${kind}:${lang}`;
  if (!intl.has(key)) intl.set(key, make());
  return intl.get(key);
}
// The house style is British English ("A, B and C"), which Intl writes as en-GB.
const intlTag = (lang) => (lang === 'en' ? 'en-GB' : lang);
const plurals = (lang) => once('plural', lang, () => new Intl.PluralRules(intlTag(lang)));
const lists = (lang) => once('list', lang, () => new Intl.ListFormat(intlTag(lang), { style: 'long', type: 'conjunction' }));

function text(value, lang) {
  if (Array.isArray(value)) return lists(lang).format(value.map(String));
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toLocaleString(intlTag(lang));
  return String(value);
}

function run(parts, params, lang, number) {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if (part.number) out += number === undefined ? '#' : text(number, lang);
    else if (!(part.arg in params) || params[part.arg] === undefined || params[part.arg] === null) out += `{${part.arg}}`;
    else if (!part.type) out += text(params[part.arg], lang);
    else if (part.type === 'select') {
      const value = String(params[part.arg]);
      out += run(part.cases[value] ?? part.cases.other, params, lang, number);
    } else {
      const n = Number(params[part.arg]);
      const branch = part.cases[`=${n}`] ?? part.cases[plurals(lang).select(n)] ?? part.cases.other;
      out += run(branch, params, lang, n);
    }
  }
  return out;
}

/** The message `source` in language `lang` with `params` filled in. */
export function format(source, params = {}, lang = 'en') {
  return run(compiled(source), params ?? {}, lang, undefined);
}

/**
 * What a message uses: {args: {name: 'text' | 'select' | 'plural'}, cases: {name: [case keys]}}.
 * The table tests compare each translation's arguments with the English ones.
 */
export function describe(source) {
  const args = {};
  const cases = {};
  const walk = (parts) => {
    for (const part of parts) {
      if (typeof part === 'string' || part.number) continue;
      if (!args[part.arg] || args[part.arg] === 'text') args[part.arg] = part.type ?? 'text';
      if (part.type) {
        cases[part.arg] = [...new Set([...(cases[part.arg] ?? []), ...Object.keys(part.cases)])];
        for (const branch of Object.values(part.cases)) walk(branch);
      }
    }
  };
  walk(parse(source));
  return { args, cases };
}
