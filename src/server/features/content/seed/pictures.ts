import type { ContentImage, Picture, PictureGallery } from '../../../../contract/content.ts';
import { homeSeed } from './home.ts';

/**
 * The picture gallery as first loaded into the database (operators edit it afterwards). The certificates and
 * honours are the same images the home page shows; screenshots and scenes are under /content/gallery/.
 */

const screenshot = (slug: string, alt: string): ContentImage => ({ src: `/content/gallery/${slug}.svg`, width: 360, height: 720, alt });
const scene = (slug: string, alt: string): ContentImage => ({ src: `/content/gallery/${slug}.svg`, width: 640, height: 400, alt });

/** '/content/patents/iso-27001.svg' → 'iso-27001' */
const fileSlug = (image: ContentImage) => image.src.replace(/^.*\/|\.[a-z]+$/g, '');

const certificates: Picture[] = homeSeed.patents.items.map((item) => ({
  id: `certificate-${fileSlug(item.image)}`,
  image: item.image,
  caption: `${item.title}（${item.number}）`,
}));

const honors: Picture[] = homeSeed.honors.items.map((item) => ({
  id: `honor-${fileSlug(item.image)}`,
  image: item.image,
  caption: `${item.year} 年 · ${item.title} · ${item.issuer}`,
}));

export const picturesSeed: PictureGallery = {
  categories: [
    { id: 'certificates', title: '资质证书', pictures: certificates },
    { id: 'honors', title: '荣誉奖项', pictures: honors },
    {
      id: 'product',
      title: '产品截图',
      pictures: [
        {
          id: 'screen-today',
          image: screenshot('screen-today', '手机截图：今日学习任务，显示完成进度和语文、数学、英语三科任务清单'),
          caption: '今日学习任务：每天几项小任务，完成一项勾一项',
        },
        {
          id: 'screen-tutor',
          image: screenshot('screen-tutor', '手机截图：AI答疑对话，AI老师分三步讲解一道分数加法题'),
          caption: 'AI学科答疑：拍题或提问，分步骤讲清思路',
        },
        {
          id: 'screen-diagnosis',
          image: screenshot('screen-diagnosis', '手机截图：知识点诊断，按知识点列出掌握程度条形图'),
          caption: '知识点诊断：每个知识点的掌握程度一目了然',
        },
        {
          id: 'screen-weekly-report',
          image: screenshot('screen-weekly-report', '手机截图：家长周报，显示学习天数、完成任务数、正确率和一周正确率折线'),
          caption: '家长周报：学习天数、完成情况和正确率变化',
        },
        {
          id: 'screen-reminder',
          image: screenshot('screen-reminder', '手机截图：督学提醒与学习打卡日历'),
          caption: '督学提醒与打卡日历：按时学习，养成习惯',
        },
      ],
    },
    {
      id: 'activities',
      title: '课堂与活动',
      pictures: [
        {
          id: 'scene-classroom-screen',
          image: scene('scene-classroom-screen', '插画：老师在教室大屏上展示学生空间，学生们坐在课桌前'),
          caption: '合作学校课堂：在教室大屏上查看全班练习情况',
        },
        {
          id: 'scene-research-meeting',
          image: scene('scene-research-meeting', '插画：教研老师和工程师围坐讨论白板上的知识点图谱'),
          caption: '教研例会：教研老师与工程师一起审核讲解规范',
        },
        {
          id: 'scene-parent-talk',
          image: scene('scene-parent-talk', '插画：学习顾问在讲台上为家长讲解如何培养学习习惯'),
          caption: '家长课堂：学习顾问分享家庭学习习惯的培养方法',
        },
        {
          id: 'scene-home-study',
          image: scene('scene-home-study', '插画：孩子在家中书桌前用平板学习，台灯亮着'),
          caption: '居家学习：放学后按学习计划完成当天任务',
        },
      ],
    },
  ],
};
