import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  authorizationHeader,
  decryptResource,
  encryptResource,
  isFreshTimestamp,
  jsapiPayParams,
  parseAuthorizationHeader,
  requestMessage,
  responseMessage,
  signMessage,
  verifyMessage,
} from './wechatpay-crypto.ts';

const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const APIV3_KEY = 'a7cde1ZJB1kG2e7VfTs3jQzaWizur8Gb';

describe('WeChat Pay v3 signature messages', () => {
  it('builds the request message exactly as the documentation example (GET /v3/certificates)', () => {
    expect(requestMessage('GET', '/v3/certificates', '1554208460', '593BEC0C930BF1AFEB40B4A08C8FB242', '')).toBe(
      'GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n',
    );
  });

  it('builds the reply message from timestamp, nonce and body', () => {
    expect(responseMessage('1554209980', 'c5ac7061fccab6bf3e254dcf98995b8c', '{"data":[]}')).toBe(
      '1554209980\nc5ac7061fccab6bf3e254dcf98995b8c\n{"data":[]}\n',
    );
  });

  it('verifies a signature made with the matching key and rejects a changed body or another key', () => {
    const message = responseMessage('1700000000', 'NONCE', '{"out_trade_no":"BX1"}');
    const signature = signMessage(message, platform.privateKey);

    expect(verifyMessage(message, signature, platform.publicKey)).toBe(true);
    expect(verifyMessage(message.replace('BX1', 'BX2'), signature, platform.publicKey)).toBe(false);
    expect(verifyMessage(message, signature, merchant.publicKey)).toBe(false);
    expect(verifyMessage(message, 'not-base64!!', platform.publicKey)).toBe(false);
  });

  it('writes and reads back the Authorization header of the documented format', () => {
    const header = authorizationHeader({
      mchid: '1900009191',
      serialNo: '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C',
      nonce: 'N',
      timestamp: '1554208460',
      signature: 'S==',
    });

    expect(header).toBe(
      'WECHATPAY2-SHA256-RSA2048 mchid="1900009191",nonce_str="N",signature="S==",timestamp="1554208460",serial_no="1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C"',
    );
    expect(parseAuthorizationHeader(header)).toEqual({
      mchid: '1900009191',
      nonce: 'N',
      signature: 'S==',
      timestamp: '1554208460',
      serialNo: '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C',
    });
    expect(parseAuthorizationHeader('Bearer x')).toBeNull();
    expect(parseAuthorizationHeader('WECHATPAY2-SHA256-RSA2048 mchid="1"')).toBeNull();
  });

  it('accepts timestamps within five minutes either way and nothing else', () => {
    const now = 1_700_000_000_000;
    expect(isFreshTimestamp('1700000000', now)).toBe(true);
    expect(isFreshTimestamp('1700000300', now)).toBe(true);
    expect(isFreshTimestamp('1699999700', now)).toBe(true);
    expect(isFreshTimestamp('1700000301', now)).toBe(false);
    expect(isFreshTimestamp('1699999699', now)).toBe(false);
    expect(isFreshTimestamp('17e8', now)).toBe(false);
  });
});

describe('AEAD_AES_256_GCM notification resources', () => {
  // A fixed vector: key, nonce and associated data as a notification carries them; ciphertext = data + 16-byte tag.
  const vector = {
    algorithm: 'AEAD_AES_256_GCM',
    nonce: 'fdasflkja484',
    associated_data: 'transaction',
    plaintext: '{"out_trade_no":"BX2026112210300012345678","trade_state":"SUCCESS","amount":{"total":79900}}',
  };

  it('decrypts what it encrypts, with the tag appended to the ciphertext', () => {
    const resource = encryptResource(vector.plaintext, APIV3_KEY, vector.nonce, vector.associated_data);
    expect(Buffer.from(resource.ciphertext, 'base64').length).toBe(Buffer.byteLength(vector.plaintext) + 16);
    expect(decryptResource(resource, APIV3_KEY)).toBe(vector.plaintext);
  });

  it('decrypts the fixed vector (ciphertext recorded once, so a change of format or mode shows)', () => {
    const ciphertext =
      'Y/YGa1XtnEuRyXDsA8ijFuFxjwwkso/k2O3dW7BAX6B2IEVBHjVQ8FyGYb0xXeJGlm3LoUhQMUkfb0sFZdyRxAvR6/ezMW7GYlwT0Clqa9Kvm432BzMVMuZUs7L34Zn3XLtyhnxQlf2EiAgB';

    expect(decryptResource({ ...vector, ciphertext }, APIV3_KEY)).toBe(vector.plaintext);
    expect(encryptResource(vector.plaintext, APIV3_KEY, vector.nonce, vector.associated_data).ciphertext).toBe(ciphertext);
  });

  it('refuses a wrong key, altered ciphertext, altered associated data and other algorithms', () => {
    const resource = encryptResource(vector.plaintext, APIV3_KEY, vector.nonce, vector.associated_data);
    const flipped = Buffer.from(resource.ciphertext, 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;

    expect(() => decryptResource(resource, 'b'.repeat(32))).toThrow();
    expect(() => decryptResource({ ...resource, ciphertext: flipped.toString('base64') }, APIV3_KEY)).toThrow();
    expect(() => decryptResource({ ...resource, associated_data: 'refund' }, APIV3_KEY)).toThrow();
    expect(() => decryptResource({ ...resource, algorithm: 'AES_128_CBC' }, APIV3_KEY)).toThrow(/unsupported/);
    expect(() => decryptResource(resource, 'short')).toThrow(/32 bytes/);
  });
});

describe('JSAPI getBrandWCPayRequest parameters', () => {
  it('signs appId, timeStamp, nonceStr and package with the merchant key', () => {
    const params = jsapiPayParams(
      'wx8888888888888888',
      'wx201410272009395522657a690389285100',
      merchant.privateKey,
      1_414_561_699_000,
      '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
    );

    expect(params).toMatchObject({
      appId: 'wx8888888888888888',
      timeStamp: '1414561699',
      nonceStr: '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
      package: 'prepay_id=wx201410272009395522657a690389285100',
      signType: 'RSA',
    });
    const message = 'wx8888888888888888\n1414561699\n5K8264ILTKCH16CQ2502SI8ZNMTM67VS\nprepay_id=wx201410272009395522657a690389285100\n';
    expect(verifyMessage(message, params.paySign, merchant.publicKey)).toBe(true);
  });
});
