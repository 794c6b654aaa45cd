import { extras, jku } from '../../properties/reach/reachHelpers.ts';
import { asDiscover, asSign, listAt, objectAt } from '../../properties/reach/scenarioFacts.ts';
import { type RuleReach, dim } from '../../properties/reach/ReachDimension.ts';

/** Signing rules (spec and cross-vendor): what each rule's text quantifies over. */
export const SIGNATURE_REACH: RuleReach[] = [
  {
    rule: 'XV-SIG-001',
    dimensions: [
      ...(['add', 'remove', 'change', 'retype', 'toggle-empty', 'alias', 'reorder'] as const).map(
        (k) =>
          dim(
            `mutation-${k}`,
            `an edit of kind ${k} after signing`,
            'prop-sig-emitted-mutations',
            (s) => asDiscover(s)?.card.mutation?.kind === k,
          ),
      ),
      dim(
        'signer-prior-signatures',
        'signing a card that already carries signatures',
        'prop-sign-emitted-form-agreement',
        (s) => Array.isArray(asSign(s)?.card['signatures']),
      ),
      dim(
        'signer-vendor-member',
        'signing a card with a member outside the v1.0 proto',
        'prop-sign-emitted-form-agreement',
        (s) =>
          Object.keys(asSign(s)?.card ?? {}).some(
            (k) => k.startsWith('x-') || k === 'enforceInputModes' || k === 'protocolVersion',
          ),
      ),
    ],
  },
  {
    rule: 'XV-SIG-002',
    dimensions: [
      dim(
        'signed-es384',
        'a card signed with ES384',
        'prop-sig-alg-allow-list',
        (s) => asDiscover(s)?.card.sign?.alg === 'ES384',
      ),
      dim(
        'signed-eddsa',
        'a card signed with EdDSA',
        'prop-sig-alg-allow-list',
        (s) => asDiscover(s)?.card.sign?.alg === 'EdDSA',
      ),
      dim(
        'allow-list-other-case',
        'an allow-list entry naming the algorithm in another case',
        'prop-sig-alg-allow-list',
        (s) => (asDiscover(s)?.policy.algorithms ?? []).includes('es256'),
      ),
      dim(
        'allow-list-without-alg',
        "an allow-list without the card's algorithm",
        'prop-sig-alg-allow-list',
        (s) =>
          !(asDiscover(s)?.policy.algorithms ?? []).includes(
            asDiscover(s)?.card.sign?.alg ?? 'ES256',
          ),
      ),
    ],
  },
  {
    rule: 'XV-SIG-003',
    dimensions: ['jku', 'kid', 'jwk', 'x5u', 'crit'].map((k) =>
      dim(
        `unprotected-${k}`,
        `${k} in the unprotected header`,
        'prop-sig-unprotected-header',
        (s) => Object.hasOwn(asDiscover(s)?.card.unprotectedHeader ?? {}, k),
      ),
    ),
  },
  {
    rule: 'XV-SIG-004',
    dimensions: [
      dim(
        'host-other-case',
        'an allowed origin with the host in another case',
        'prop-sig-jku-origin',
        (s) => jku(s).includes('KEYS.Partner'),
        ['sig-jku-default-port-and-host-case-allowed'],
      ),
      dim(
        'default-port-written',
        'an allowed origin with its default port written out',
        'prop-sig-jku-origin',
        (s) => jku(s).includes(':443/'),
        ['sig-jku-default-port-and-host-case-allowed'],
      ),
      dim('other-port', 'an allowed host on another port', 'prop-sig-jku-origin', (s) =>
        jku(s).includes(':8443/'),
      ),
      dim('other-scheme', 'an allowed host over another scheme', 'prop-sig-jku-origin', (s) =>
        jku(s).startsWith('http://keys.partner'),
      ),
      dim(
        'look-alike-host',
        'an allowed origin as the prefix of another host',
        'prop-sig-jku-origin',
        (s) => jku(s).includes('.attacker.example') && !jku(s).includes('@'),
      ),
      dim('userinfo', 'an allowed origin as userinfo', 'prop-sig-jku-origin', (s) =>
        jku(s).includes('@'),
      ),
    ],
  },
  {
    rule: 'XV-SIG-005',
    dimensions: [
      dim(
        'valid-not-first',
        'the verifying entry past the first',
        'prop-sig-any-valid-entry',
        (s) => asDiscover(s)?.card.sign?.dropOwn !== true && extras(s).some((e) => e.at === 0),
        ['attack-e1-one-valid-among-invalid'],
      ),
      dim(
        'no-valid-entry',
        'several entries, none verifying',
        'prop-sig-any-valid-entry',
        (s) => asDiscover(s)?.card.sign?.dropOwn === true,
      ),
      ...(['tampered', 'untrusted-key', 'garbage'] as const).map((k) =>
        dim(`entry-${k}`, `a ${k} entry beside the others`, 'prop-sig-any-valid-entry', (s) =>
          extras(s).some((e) => e.kind === k),
        ),
      ),
    ],
  },
  {
    rule: 'A2A-SIG-001',
    dimensions: [
      dim(
        'prior-signatures',
        'signing a card that already carries signatures',
        'prop-sign-a2a-payload-agreement',
        (s) => Array.isArray(asSign(s)?.card['signatures']),
      ),
      ...(['ES384', 'EdDSA', 'PS256'] as const).map((a) =>
        dim(
          `signer-${a.toLowerCase()}`,
          `a signer key for ${a}`,
          'prop-sign-a2a-payload-agreement',
          (s) => asSign(s)?.alg === a,
        ),
      ),
      dim(
        'signed-in-received-order',
        "a card signed over its members in received order, not RFC 8785's sorted order",
        'prop-sig-canonical-payload',
        (s) => asDiscover(s)?.card.sign?.material?.payload === 'received-order',
      ),
    ],
  },
  {
    rule: 'A2A-SIG-002',
    dimensions: [
      dim(
        'explicit-false',
        'an explicit optional false',
        'prop-sign-a2a-presence-agreement',
        (s) => Object.values(objectAt(asSign(s)?.card, 'capabilities') ?? {}).includes(false),
        ['sign-explicit-false-kept'],
      ),
      dim(
        'empty-required',
        'a REQUIRED member at its empty value',
        'prop-sign-a2a-presence-agreement',
        (s) =>
          asSign(s)?.card['description'] === '' ||
          Object.keys(objectAt(asSign(s)?.card, 'capabilities') ?? { x: 1 }).length === 0,
        ['sign-required-empty-kept'],
      ),
      dim(
        'empty-list',
        'an empty repeated field (extensions [])',
        'prop-sign-a2a-presence-agreement',
        (s) =>
          Array.isArray(objectAt(asSign(s)?.card, 'capabilities')?.['extensions']) &&
          listAt(objectAt(asSign(s)?.card, 'capabilities'), 'extensions').length === 0,
      ),
    ],
  },
  {
    rule: 'A2A-SIG-003',
    dimensions: [
      dim(
        'header-extra-members',
        'protected-header members beyond alg and kid',
        'prop-sign-protected-header',
        (s) => Object.keys(asSign(s)?.header ?? {}).length > 0,
      ),
      dim(
        'non-es256',
        'a signer key other than ES256',
        'prop-sign-protected-header',
        (s) => asSign(s) !== undefined && asSign(s)!.alg !== 'ES256',
      ),
      ...(
        [
          [
            'header-member-retyped',
            'a protected member of another JSON type',
            ['array', 'number', 'null', 'object', 'true'],
          ],
          [
            'header-member-twice',
            'a protected member written twice',
            ['duplicate', 'duplicate-other', 'duplicate-other-last'],
          ],
          [
            'header-member-respelt',
            'a protected member in upper case or left out',
            ['upper-case', 'absent'],
          ],
        ] as const
      ).map(([id, what, forms]) =>
        dim(id, what, 'prop-sig-header-forms', (s) => {
          const form = asDiscover(s)?.card.sign?.material?.header?.form;
          return form !== undefined && (forms as readonly string[]).includes(form);
        }),
      ),
    ],
  },
  {
    rule: 'A2A-SIG-005',
    dimensions: (
      [
        ['text-latin-1-range', 'a character of the card in U+0080-U+00FF', /[\u0080-\u00ff]/u],
        ['text-beyond-latin-1', 'a character of the card in U+0100-U+FFFF', /[\u0100-\uffff]/u],
        ['text-astral', 'a character of the card outside the BMP', /[\u{10000}-\u{10ffff}]/u],
      ] as const
    ).map(([id, what, chars]) =>
      dim(id, what, 'prop-sign-emitted-bytes', (s) => {
        const card = asSign(s)?.card;
        return card !== undefined && chars.test(JSON.stringify(card));
      }),
    ),
  },
  {
    rule: 'A2A-SIG-006',
    // Drawn inputs sign once; the property's stage signs with each ECDSA key until r or s has a
    // leading zero byte (the signing a signer that does not left-pad gets wrong), which a
    // generator's draw cannot promise: the signer's nonce is its own, not the run seed's.
    dimensions: (['ES256', 'ES384', 'ES512', 'EdDSA', 'PS256'] as const).map((a) =>
      dim(
        `signer-${a.toLowerCase()}`,
        `a signer key for ${a}`,
        'prop-sign-signature-encoding',
        (s) => asSign(s)?.alg === a,
      ),
    ),
  },
  {
    rule: 'A2A-SIG-004',
    dimensions: [
      dim('signer-revoked', "the signer's own kid revoked", 'prop-sig-revoked-keys', (s) =>
        (asDiscover(s)?.policy.revokedKids ?? []).includes('crosscheck-case-key'),
      ),
      dim(
        'kid-other-case',
        "a revoked kid equal to the signer's but for case or spacing (not the signer's)",
        'prop-sig-revoked-keys',
        (s) => {
          const r = asDiscover(s)?.policy.revokedKids ?? [];
          return (
            r.some(
              (k) =>
                k !== 'crosscheck-case-key' && k.trim().toLowerCase() === 'crosscheck-case-key',
            ) && !r.includes('crosscheck-case-key')
          );
        },
      ),
    ],
  },
];
