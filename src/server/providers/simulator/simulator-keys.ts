import { generateKeyPairSync, randomBytes } from 'node:crypto';
import path from 'node:path';
import { readOrCreateFile } from '../../data-dir-files.ts';

/** The simulators' identities and key pairs (PEM), generated once per data directory and kept there. */
export type SimulatorKeys = {
  wechat: {
    mchid: string;
    appid: string;
    appSecret: string;
    merchantSerialNo: string;
    merchantPrivateKeyPem: string;
    merchantPublicKeyPem: string;
    platformPublicKeyId: string;
    platformPrivateKeyPem: string;
    platformPublicKeyPem: string;
    apiV3Key: string;
  };
  alipay: {
    appId: string;
    sellerId: string;
    appPrivateKeyPem: string;
    appPublicKeyPem: string;
    alipayPrivateKeyPem: string;
    alipayPublicKeyPem: string;
  };
};

function rsaPair() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { privateKey, publicKey };
}

const digits = (count: number) => Array.from(randomBytes(count), (byte) => String(byte % 10)).join('');

function generate(): SimulatorKeys {
  const merchant = rsaPair();
  const platform = rsaPair();
  const app = rsaPair();
  const alipay = rsaPair();
  return {
    wechat: {
      mchid: `19${digits(8)}`,
      appid: `wx${randomBytes(8).toString('hex')}`,
      appSecret: randomBytes(16).toString('hex'),
      merchantSerialNo: randomBytes(20).toString('hex').toUpperCase(),
      merchantPrivateKeyPem: merchant.privateKey,
      merchantPublicKeyPem: merchant.publicKey,
      platformPublicKeyId: `PUB_KEY_ID_01${digits(30)}`,
      platformPrivateKeyPem: platform.privateKey,
      platformPublicKeyPem: platform.publicKey,
      apiV3Key: randomBytes(16).toString('hex'),
    },
    alipay: {
      appId: `2021${digits(12)}`,
      sellerId: `2088${digits(12)}`,
      appPrivateKeyPem: app.privateKey,
      appPublicKeyPem: app.publicKey,
      alipayPrivateKeyPem: alipay.privateKey,
      alipayPublicKeyPem: alipay.publicKey,
    },
  };
}

/**
 * Reads `<dataDir>/payment-simulator/keys.json`, creating it on first use. Several processes may start at once:
 * each writes its own temporary file and links it into place; the first link wins and all read the winner.
 */
export function loadSimulatorKeys(dataDir: string): SimulatorKeys {
  const file = path.join(dataDir, 'payment-simulator', 'keys.json');
  return JSON.parse(readOrCreateFile(file, () => JSON.stringify(generate(), null, 2))) as SimulatorKeys;
}
