import fc from 'fast-check';
import { type JsonSchema, type OpenApiDocument, resolveSchema } from './openapi.ts';

/**
 * fast-check arbitraries for hostile requests (issue 9): text that breaks careless servers, values of the wrong type,
 * objects with fields missing or added, and bodies that are not what their Content-Type says.
 */

/** SQL and HTML payloads, odd Unicode (emoji, RTL, zero-width, lone surrogates, NUL, combining marks), look-alike numbers. */
export const hostileSamples: readonly string[] = [
  "' OR 1=1 --",
  "'; DROP TABLE orders; --",
  '" OR ""="',
  "1' UNION SELECT password_hash FROM operators --",
  '\\',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(document.cookie)>',
  '"><svg/onload=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
  '😀👨‍👩‍👧‍👦🏳️‍🌈',
  'مرحبا שלום',
  '\u202Egnp.exe\u202C',
  'a\u200Bb\u200C\u200D\u2060\uFEFFc',
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\uDBFF',
  'a\u0000b',
  '\u0000',
  'e\u0301\u0302\u0303\u0304\u0305\u0306',
  '\u0085\u2028\u2029\r\n\t\v\f',
  '\uFFFE\uFFFF\u{10FFFF}',
  '%00',
  '%2e%2e%2f',
  '../../../etc/passwd',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e309',
  '０１２３',
  '١٢٣',
  '',
  ' ',
  '+86 138-0013-8000',
];

const charCodes = (min: number, max: number) => fc.integer({ min, max }).map((code) => String.fromCharCode(code));

const hostilePiece = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...hostileSamples) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) },
  { weight: 1, arbitrary: fc.string({ unit: charCodes(0xd800, 0xdfff), minLength: 1, maxLength: 3 }) },
  { weight: 1, arbitrary: fc.string({ unit: charCodes(0, 0x1f), minLength: 1, maxLength: 3 }) },
);

/** Hostile text, now and then thousands of characters long. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.array(hostilePiece, { minLength: 1, maxLength: 4 }).map((pieces) => pieces.join('')) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(hostilePiece, fc.integer({ min: 200, max: 4000 }))
      .map(([piece, length]) => (piece || 'x').repeat(Math.ceil(length / (piece.length || 1))).slice(0, length)),
  },
);

/** Visible ASCII (what a header value may hold), with SQL and HTML among it, now and then long. */
export const hostileHeaderValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("' OR 1=1 --", '<script>alert(1)</script>', '../../etc/passwd', '%00', ''),
  fc.string({ unit: charCodes(0x20, 0x7e), maxLength: 80 }),
  fc.integer({ min: 100, max: 8000 }).map((length) => 'k'.repeat(length)),
);

/** Something of another JSON type than `schema` asks for (or of the right type but out of range). */
export function wrongTypeFor(document: OpenApiDocument, schema: JsonSchema): fc.Arbitrary<unknown> {
  const resolved = resolveSchema(document, schema);
  const anyOther: fc.Arbitrary<unknown> = fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    hostileText,
    fc.constant([]),
    fc.constant({}),
    fc.array(hostileText, { maxLength: 3 }),
    fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
  );
  switch (resolved.type) {
    case 'string':
      return fc.oneof(
        fc.integer(),
        fc.double(),
        fc.boolean(),
        fc.constant(null),
        fc.array(hostileText, { maxLength: 2 }),
        fc.constant({ $ne: '' }),
      );
    case 'integer':
    case 'number':
      return fc.oneof(
        fc.constantFrom('1', '0x10', '１', 1.5, -1, 0, -0, 2 ** 53 + 2, 1e21, -1e21, Number.MAX_VALUE, true, null, [1], { $gt: 0 }),
        fc.double({ noDefaultInfinity: true }),
        hostileText,
      );
    case 'boolean':
      return fc.constantFrom('true', 'false', 1, 0, null, 'yes', [], {});
    case 'array':
      return fc.oneof(
        fc.constant({}),
        hostileText,
        fc.integer(),
        fc.array(anyOther, { maxLength: 3 }),
        fc.array(fc.constant(null), { minLength: 1000, maxLength: 2000 }),
      );
    case 'object':
      return fc.oneof(fc.constant([]), hostileText, fc.integer(), fc.constant(null), fc.constant('[object Object]'));
    default:
      return anyOther;
  }
}

export type KnownValues = (name: string) => readonly string[] | undefined;

/** A plain string that satisfies `schema`'s length bounds, made of hostile text. */
function boundedHostileText(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 5000;
  return hostileText.map((text) => (text.length > max ? text.slice(0, max) : text.padEnd(min, 'x')));
}

function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) {
    let matching: fc.Arbitrary<string> | undefined;
    try {
      matching = fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      matching = undefined;
    }
    // Mostly what the pattern allows (to get past validation), sometimes hostile text it does not.
    if (matching) return fc.oneof({ weight: 4, arbitrary: matching }, { weight: 1, arbitrary: boundedHostileText(schema) });
  }
  return boundedHostileText(schema);
}

function numberValue(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusive = schema.exclusiveMinimum === true ? 1 : 0;
  const min = Math.max((schema.minimum ?? -1_000_000) + exclusive, Number.MIN_SAFE_INTEGER);
  const max = Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER);
  const inRange = integer
    ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  // The edges and just past them are where checks go wrong.
  return fc.oneof({ weight: 3, arbitrary: inRange }, { weight: 1, arbitrary: fc.constantFrom(min, max, min - 1, max + 1) });
}

/**
 * A value of `schema`'s shape (the right types, within its bounds as far as they are simple) whose free text is
 * hostile; a field named like a resource sometimes takes a real value of `known`, so a request reaches past
 * validation into the handler and the database.
 */
export function plausibleValue(document: OpenApiDocument, schema: JsonSchema, known: KnownValues, name?: string): fc.Arbitrary<unknown> {
  const resolved = resolveSchema(document, schema);
  const values = name ? known(name) : undefined;
  const shaped = shapedValue(document, resolved, known, name);
  const withKnown = values?.length
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...values) }, { weight: 2, arbitrary: shaped })
    : shaped;
  return resolved.nullable ? fc.oneof({ weight: 4, arbitrary: withKnown }, { weight: 1, arbitrary: fc.constant(null) }) : withKnown;
}

function shapedValue(document: OpenApiDocument, schema: JsonSchema, known: KnownValues, name: string | undefined): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches?.length) return fc.oneof(...branches.map((branch) => plausibleValue(document, branch, known)));
  if (schema.allOf?.length) return plausibleValue(document, mergeAll(document, schema.allOf), known);
  switch (schema.type) {
    case 'string':
      return stringValue(schema);
    case 'integer':
      return numberValue(schema, true);
    case 'number':
      return numberValue(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'array':
      // Items of an array take the known values of the array's name (ids: [a notification's id]).
      return fc.array(schema.items ? plausibleValue(document, schema.items, known, name) : hostileText, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, Math.max(schema.minItems ?? 0, 4)),
      });
    case 'object':
    case undefined: {
      const properties = Object.entries(schema.properties ?? {});
      if (properties.length === 0) return fc.dictionary(hostileText, hostileText, { maxKeys: 2 });
      const record = Object.fromEntries(properties.map(([key, property]) => [key, plausibleValue(document, property, known, key)]));
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in record) });
    }
    default:
      return hostileText;
  }
}

function mergeAll(document: OpenApiDocument, schemas: JsonSchema[]): JsonSchema {
  const parts = schemas.map((part) => resolveSchema(document, part));
  return {
    type: 'object',
    properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})) as Record<string, JsonSchema>,
    required: parts.flatMap((part) => part.required ?? []),
  };
}

/** Keys a handler must never trust from a client. */
const extraKeys = [
  'isAdmin',
  'role',
  'status',
  'accountId',
  'priceFen',
  'amountFen',
  'paidAt',
  'id',
  'operatorId',
  'toString',
  'constructor',
];

/** What the JSON body of a hostile request holds before it is written out. */
export type BodyValue = { kind: string; value: unknown };

/**
 * A body for `schema`: plausible, with a required field missing, with extra fields, with one field of the wrong type
 * (at any depth of the first level), or of the wrong type altogether.
 */
export function hostileBodyValue(document: OpenApiDocument, schema: JsonSchema, known: KnownValues): fc.Arbitrary<BodyValue> {
  const resolved = resolveSchema(document, schema);
  const plausible = plausibleValue(document, resolved, known);
  const properties = Object.entries(resolved.properties ?? {});
  const required = resolved.required ?? [];
  const asObject = (value: unknown): Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {};
  const choices: fc.WeightedArbitrary<BodyValue>[] = [
    { weight: 4, arbitrary: plausible.map((value) => ({ kind: 'plausible', value })) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          plausible,
          fc.dictionary(fc.oneof(fc.constantFrom(...extraKeys), hostileText), fc.oneof(hostileText, fc.integer(), fc.boolean()), {
            minKeys: 1,
            maxKeys: 3,
          }),
        )
        .map(([value, extra]) => ({ kind: 'extra fields', value: { ...asObject(value), ...extra } })),
    },
    {
      weight: 1,
      arbitrary: wrongTypeFor(document, { type: resolved.type ?? 'object' }).map((value) => ({ kind: 'body of the wrong type', value })),
    },
  ];
  if (required.length > 0) {
    choices.push({
      weight: 2,
      arbitrary: fc.tuple(plausible, fc.constantFrom(...required)).map(([value, missing]) => {
        const body = asObject(value);
        delete body[missing];
        return { kind: `without ${missing}`, value: body };
      }),
    });
  }
  if (properties.length > 0) {
    const wrongField = fc
      .constantFrom(...properties)
      .chain(([key, property]) =>
        fc
          .tuple(plausible, wrongTypeFor(document, property))
          .map(([value, wrong]) => ({ kind: `${key} of the wrong type`, value: { ...asObject(value), [key]: wrong } })),
      );
    choices.push({ weight: 3, arbitrary: wrongField });
  }
  return fc.oneof(...choices);
}

/**
 * Percent-encodes text for a URL, including what encodeURIComponent refuses: a lone surrogate becomes the bytes
 * UTF-8 forbids for it (%ED%A0%80), i.e. a URL that does not decode.
 */
export function percentEncode(text: string): string {
  let encoded = '';
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      encoded += encodeURIComponent(text.slice(index, index + 2));
      index += 1;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      encoded += `%${(0xe0 | (code >> 12)).toString(16).toUpperCase()}%${(0x80 | ((code >> 6) & 0x3f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`;
    } else {
      encoded += encodeURIComponent(text[index] ?? '');
    }
  }
  return encoded;
}

/** Path segments as an attacker writes them: traversal, broken or forbidden escapes, very long, Unicode. */
export const oddPathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '..%2F..%2Fetc%2Fpasswd',
    '..%2f',
    '%2e%2e',
    '..',
    '.',
    '%00',
    '%',
    '%zz',
    '%C0%AF',
    '%ED%A0%80',
    '%FF',
    '%E2%80%AE',
    '%20',
    '%2F',
    'a%2Fb',
    '%3Cscript%3E',
    "'%20OR%201=1%20--",
  ),
  fc.integer({ min: 90, max: 3000 }).map((length) => 'x'.repeat(length)),
  hostileText.map(percentEncode),
);

/** A raw request body and its Content-Type (undefined: none sent). */
export type RawBody = { kind: string; contentType: string | undefined; payload: string | Buffer };

const utf8 = (text: string) => Buffer.from(text, 'utf8');

/** JSON gone wrong: truncated, a BOM, bytes that are not UTF-8, the wrong Content-Type, deep nesting, prototype keys, scalars. */
export function malformedJsonBodies(jsonText: fc.Arbitrary<string>): fc.Arbitrary<RawBody> {
  const json = 'application/json';
  return fc.oneof(
    jsonText.chain((text) =>
      fc
        .nat({ max: Math.max(text.length - 1, 0) })
        .map((cut) => ({ kind: 'truncated JSON', contentType: json, payload: text.slice(0, cut) })),
    ),
    jsonText.map((text) => ({
      kind: 'JSON after a BOM',
      contentType: json,
      payload: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8(text)]),
    })),
    fc
      .tuple(
        jsonText,
        fc.constantFrom([0xff], [0xfe, 0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0x80], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x82]),
      )
      .map(([text, bytes]) => {
        const at = Math.max(text.indexOf('"', 1), 0) + 1;
        return {
          kind: 'JSON with bytes that are not UTF-8',
          contentType: json,
          payload: Buffer.concat([utf8(text.slice(0, at)), Buffer.from(bytes), utf8(text.slice(at))]),
        };
      }),
    fc
      .tuple(
        jsonText,
        fc.constantFrom(
          'text/plain',
          'application/xml',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=----hostile',
          'application/json; charset=latin1',
          'application/json; charset=utf-16',
          'application/json;;;',
          'application/jsonx',
          'application/vnd.api+json',
          'image/png',
          'application/octet-stream',
          '*/*',
          '',
        ),
      )
      .map(([text, contentType]) => ({ kind: `JSON sent as "${contentType}"`, contentType, payload: text })),
    jsonText.map((text) => ({ kind: 'JSON without a Content-Type', contentType: undefined, payload: text })),
    fc
      .integer({ min: 500, max: 20_000 })
      .map((depth) => ({ kind: 'deeply nested JSON', contentType: json, payload: `${'['.repeat(depth)}${']'.repeat(depth)}` })),
    fc
      .integer({ min: 500, max: 5_000 })
      .map((depth) => ({ kind: 'deeply nested JSON', contentType: json, payload: `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` })),
    fc
      .constantFrom(
        '{"__proto__":{"isAdmin":true}}',
        '{"constructor":{"prototype":{"isAdmin":true}}}',
        '{"a":1,"a":2}',
        'null',
        '[]',
        '""',
        '0',
        'true',
        '1e400',
        '-',
        '{',
        '}',
        '{"a":"\u0000"}',
        '{"a":"\\ud800"}',
        "{'a':1}",
        '{"a":NaN}',
        '{"a":01}',
        '',
        ' ',
        '\u0000',
      )
      .map((payload) => ({ kind: 'odd JSON text', contentType: json, payload })),
  );
}

/** Bytes sent as an image or a form: random, an image header with garbage after it, SVG, multipart. */
export const binaryBodies: fc.Arbitrary<RawBody> = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml', 'application/octet-stream'),
      fc.uint8Array({ maxLength: 2048 }),
    )
    .map(([contentType, bytes]) => ({ kind: `random bytes as ${contentType}`, contentType, payload: Buffer.from(bytes) })),
  fc
    .tuple(
      fc.constantFrom(
        { contentType: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52] },
        { contentType: 'image/jpeg', magic: [0xff, 0xd8, 0xff, 0xe0] },
        {
          contentType: 'image/webp',
          magic: [0x52, 0x49, 0x46, 0x46, 0xff, 0xff, 0xff, 0xff, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x58],
        },
        { contentType: 'image/png', magic: [0xff, 0xd8, 0xff, 0xe0] },
      ),
      fc.uint8Array({ maxLength: 512 }),
    )
    .map(([{ contentType, magic }, rest]) => ({
      kind: `an image header and garbage as ${contentType}`,
      contentType,
      payload: Buffer.concat([Buffer.from(magic), Buffer.from(rest)]),
    })),
  fc.constant({
    kind: 'SVG with script',
    contentType: 'image/svg+xml',
    payload: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
  }),
  hostileText.map((text) => ({
    kind: 'multipart form',
    contentType: 'multipart/form-data; boundary=X',
    payload: `--X\r\nContent-Disposition: form-data; name="file"; filename="../../${text}.png"\r\nContent-Type: image/png\r\n\r\n${text}\r\n--X--\r\n`,
  })),
);
