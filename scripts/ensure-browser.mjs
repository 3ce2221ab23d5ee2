// Finds Chromium for the browser tests: CHROME_PATH, else Debian's /usr/bin/chromium. When it is missing and this
// process may (root with apt-get), installs Debian's chromium and the CJK fonts; never downloads a browser itself.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

const hasCjkFont = () => spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' }).stdout?.trim().length > 0;
const canApt = () => process.getuid?.() === 0 && spawnSync('apt-get', ['--version']).status === 0;

function aptInstall(packages) {
  console.log(`ensure-browser: installing ${packages.join(' ')} from Debian's packages`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
}

const configured = process.env.CHROME_PATH;
if (configured) {
  if (!fs.existsSync(configured)) {
    console.error(`ensure-browser: CHROME_PATH=${configured} does not exist.`);
    process.exit(1);
  }
} else {
  const missing = [];
  if (!fs.existsSync(DEBIAN_CHROMIUM)) missing.push('chromium');
  if (!hasCjkFont()) missing.push('fonts-noto-cjk');
  if (missing.length > 0) {
    if (!canApt()) {
      console.error(
        `ensure-browser: ${missing.join(' and ')} missing. Install it with \`sudo apt-get install ${missing.join(' ')}\`, ` +
          'or set CHROME_PATH to a Chromium or Chrome binary. Browsers are never downloaded by this project.',
      );
      process.exit(1);
    }
    aptInstall(missing);
  }
}
const browser = configured ?? DEBIAN_CHROMIUM;
const version = spawnSync(browser, ['--version'], { encoding: 'utf8' }).stdout?.trim();
console.log(`ensure-browser: using ${browser} (${version || 'version unknown'})`);
