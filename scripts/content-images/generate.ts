/**
 * Writes the marketing content's SVG images under src/web/public/content/ (Vite's public folder, served as
 * /content/…) from content/site/home.json and pictures.json: every image they name is drawn here with its width,
 * height and alt text, and files they no longer name are removed.
 *
 *   npx tsx scripts/content-images/generate.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { correction, generate } from 'lean-qr';
import { toSvgSource } from 'lean-qr/extras/svg';
import type { ContentImage } from '../../src/contract/content.ts';
import { loadHomeContent, loadPictureGallery } from '../../src/server/features/content/site-content.ts';
import { certificate } from './certificates.ts';
import { awards, honor } from './honors.ts';
import { looks, portrait } from './portraits.ts';
import { classroomScene, homeStudyScene, parentTalkScene, researchMeetingScene } from './scenes.ts';
import { diagnosisScreen, reminderScreen, todayScreen, tutorScreen, weeklyReportScreen } from './screens.ts';
import { esc, svgDocument } from './svg.ts';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../src/web/public');
const CONTENT_DIR = path.join(PUBLIC_DIR, 'content');

/** Customer service on WeCom (企业微信客服): the QR opens a chat with it. */
const WECHAT_SERVICE_URL = 'https://work.weixin.qq.com/kfid/kfc0aibanxue';

const homeSeed = loadHomeContent();
const picturesSeed = loadPictureGallery();

const gallery: Record<string, () => string[]> = {
  'screen-today': todayScreen,
  'screen-tutor': tutorScreen,
  'screen-diagnosis': diagnosisScreen,
  'screen-weekly-report': weeklyReportScreen,
  'screen-reminder': reminderScreen,
  'scene-classroom-screen': classroomScene,
  'scene-research-meeting': researchMeetingScene,
  'scene-parent-talk': parentTalkScene,
  'scene-home-study': homeStudyScene,
};

function seedImages(): ContentImage[] {
  return [
    ...homeSeed.team.members.map((member) => member.photo),
    ...homeSeed.patents.items.map((item) => item.image),
    ...homeSeed.honors.items.map((item) => item.image),
    homeSeed.about.contact.wechatQr,
    ...picturesSeed.categories.flatMap((category) => category.pictures.map((picture) => picture.image)),
  ];
}

function qrCode(image: ContentImage): string {
  const code = generate(WECHAT_SERVICE_URL, { minCorrectionLevel: correction.M });
  const svg = toSvgSource(code, { pad: 4, on: '#17302d', off: '#ffffff', width: image.width, height: image.height });
  // lean-qr draws the quiet zone at negative coordinates; every content image's viewBox starts at 0 0.
  const [, offset, extent] = /viewBox="(-\d+) -\d+ (\d+) \d+"/.exec(svg) ?? [];
  if (!offset || !extent) throw new Error(`unexpected QR svg: ${svg.slice(0, 200)}`);
  return svg
    .trim()
    .replace(/viewBox="[^"]+"/, `viewBox="0 0 ${extent} ${extent}"`)
    .replace(/(<svg[^>]*>)([\s\S]*)(<\/svg>)/, `$1<g transform="translate(${-Number(offset)} ${-Number(offset)})">$2</g>$3`)
    .replace('<svg ', '<svg role="img" ')
    .replace(/(<svg[^>]*>)/, `$1<title>${esc(image.alt)}</title>`)
    .concat('\n');
}

function body(image: ContentImage): string[] {
  const [, folder, slug] = /^\/content\/([a-z]+)\/([a-z0-9_-]+)\.svg$/.exec(image.src) ?? [];
  const patent = homeSeed.patents.items.find((item) => item.image.src === image.src);
  const honorItem = homeSeed.honors.items.find((item) => item.image.src === image.src);
  const look = slug ? looks[slug] : undefined;
  const award = slug ? awards[slug] : undefined;
  const scene = slug ? gallery[slug] : undefined;
  if (folder === 'team' && look) return portrait(look);
  if (patent) return certificate(patent);
  if (honorItem && award) return honor(honorItem, award);
  if (folder === 'gallery' && scene) return scene();
  throw new Error(`no drawing for ${image.src}: add one to scripts/content-images/`);
}

async function render(image: ContentImage): Promise<string> {
  if (image.src === homeSeed.about.contact.wechatQr.src) return qrCode(image);
  return svgDocument(image, body(image));
}

const images = new Map<string, ContentImage>();
for (const image of seedImages()) {
  const seen = images.get(image.src);
  if (seen && (seen.width !== image.width || seen.height !== image.height)) throw new Error(`${image.src} has two sizes in the seeds`);
  if (!seen) images.set(image.src, image);
}

for (const image of images.values()) {
  const file = path.join(PUBLIC_DIR, image.src);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, await render(image));
}

const wanted = new Set([...images.keys()].map((src) => path.join(PUBLIC_DIR, src)));
for (const entry of fs.readdirSync(CONTENT_DIR, { recursive: true, withFileTypes: true })) {
  const file = path.join(entry.parentPath, entry.name);
  if (entry.isFile() && !wanted.has(file)) {
    fs.rmSync(file);
    console.log(`removed ${path.relative(PUBLIC_DIR, file)}`);
  }
}
console.log(`content images: ${images.size} files under ${path.relative(process.cwd(), CONTENT_DIR)}`);
