import type { ContentImage, HomeContent } from '../../../../contract/content.ts';

/**
 * The marketing home as first loaded into the database; operators edit the row afterwards and this file is not
 * read again. Images are our own SVGs under src/web/public/content/ (made by scripts/generate-content-images.ts,
 * which takes each file's width, height and title from the seeds).
 *
 * The patents, certifications and honours are sample entries in the shape of the real documents: before launch,
 * an operator replaces them with the company's own numbers, dates and scanned certificates.
 *
 * Advantage icons are one of: target (精准诊断), chat (答疑讲解), clock (随时在线), report (报告),
 * growth (习惯与成长), shield (安全保护): the set the web app is to draw, so an operator picks from it.
 */

const image = (src: string, width: number, height: number, alt: string): ContentImage => ({ src, width, height, alt });

const portrait = (slug: string, name: string) => image(`/content/team/${slug}.svg`, 320, 320, `${name}的插画头像`);
const certificate = (slug: string, alt: string) => image(`/content/patents/${slug}.svg`, 640, 452, alt);
const honor = (slug: string, alt: string) => image(`/content/honors/${slug}.svg`, 480, 360, alt);

export const homeSeed: HomeContent = {
  hero: {
    headline: 'AI伴学，让每个孩子都有专属学习伙伴',
    subheadline: '个性化学习计划、每日督学提醒、AI学科答疑与知识点诊断，陪伴中小学生把每一天的学习落到实处。',
    primaryCta: { label: '了解AI伴学服务', href: '/mobile/student/home' },
    secondaryCta: { label: '了解运营模式', href: '#model' },
    highlights: [
      { value: '12 年', label: '核心教研团队平均教龄' },
      { value: '3 学段', label: '覆盖小学、初中、高中' },
      { value: '7×24', label: 'AI学科答疑随时在线' },
      { value: '每周', label: '学习报告发送给家长' },
    ],
  },
  team: {
    heading: '懂教育，也懂AI的团队',
    summary: '团队成员来自一线名校教研组与人工智能实验室，平均教研经验 12 年，长期专注学习科学与教育大模型。',
    members: [
      {
        name: '王立',
        title: '创始人、首席执行官',
        bio: '北京师范大学教育学硕士，曾任北京一所市级示范高中的数学教研组长，从事一线教学与教研工作 15 年。2019 年起参与多个区域智慧课堂项目，2020 年创办AI伴学，希望每个孩子都能得到耐心、有方法的学习陪伴。',
        photo: portrait('wang-li', '王立'),
      },
      {
        name: '陈思远',
        title: '联合创始人、首席技术官',
        bio: '清华大学计算机科学与技术博士，研究方向为自然语言处理与知识图谱，曾在互联网企业负责大模型应用研发。主导搭建AI伴学的知识点图谱与学情诊断引擎，带领工程团队把大模型能力落实到每一道题的讲解里。',
        photo: portrait('chen-siyuan', '陈思远'),
      },
      {
        name: '刘佳',
        title: '教研中心负责人',
        bio: '华东师范大学课程与教学论硕士，中学高级教师，拥有 12 年初高中语文教学经验，参与过地方教材配套资源的编写。负责各学段学习计划与讲解标准的制定，坚持每一类题目的讲解规范都经过教研老师审核。',
        photo: portrait('liu-jia', '刘佳'),
      },
      {
        name: '赵明轩',
        title: '算法负责人',
        bio: '北京大学智能科学系硕士，专注教育场景下的知识追踪与自适应推荐算法，曾在学术会议发表相关论文。负责练习推荐与学情诊断模型，让系统能根据学生每天的作答及时调整任务的难度和练习内容。',
        photo: portrait('zhao-mingxuan', '赵明轩'),
      },
      {
        name: '孙晓雯',
        title: '学习顾问中心负责人',
        bio: '北京师范大学心理学学士，持有心理咨询师资格，从事中小学生学业规划与家庭教育指导工作 8 年。带领学习顾问团队与家长保持沟通，关注孩子的学习习惯和情绪状态，让陪伴不止于做题。',
        photo: portrait('sun-xiaowen', '孙晓雯'),
      },
      {
        name: '周航',
        title: '产品设计负责人',
        bio: '浙江大学工业设计专业毕业，拥有 10 年互联网产品经验，曾负责多款中小学学习类应用的设计。主张少打扰、多鼓励，为不同年龄段的学生设计合适的交互方式，并把护眼提醒和使用时长管理放在首位。',
        photo: portrait('zhou-hang', '周航'),
      },
    ],
  },
  patents: {
    heading: '自主研发，专利护航',
    summary: '在知识点图谱、学情诊断与自适应练习推荐等方向取得多项发明专利与软件著作权，并通过信息安全等级保护测评。',
    items: [
      {
        kind: '发明专利',
        title: '一种基于知识图谱的学生学情诊断方法及系统',
        number: 'ZL 2022 1 0487316.5',
        date: '2023-09-12',
        image: certificate('invention-diagnosis', '发明专利证书：一种基于知识图谱的学生学情诊断方法及系统，专利号 ZL 2022 1 0487316.5'),
      },
      {
        kind: '发明专利',
        title: '一种自适应练习题推荐方法、装置及存储介质',
        number: 'ZL 2023 1 0125984.2',
        date: '2024-05-17',
        image: certificate(
          'invention-recommendation',
          '发明专利证书：一种自适应练习题推荐方法、装置及存储介质，专利号 ZL 2023 1 0125984.2',
        ),
      },
      {
        kind: '软件著作权',
        title: 'AI伴学个性化学习计划生成系统 V1.0',
        number: '软著登字第11352864号',
        date: '2023-06-20',
        image: certificate('software-study-plan', '计算机软件著作权登记证书：AI伴学个性化学习计划生成系统 V1.0，软著登字第11352864号'),
      },
      {
        kind: '软件著作权',
        title: 'AI伴学智能答疑与拍题讲解软件 V2.0',
        number: '软著登字第12673015号',
        date: '2024-03-08',
        image: certificate('software-tutoring', '计算机软件著作权登记证书：AI伴学智能答疑与拍题讲解软件 V2.0，软著登字第12673015号'),
      },
      {
        kind: '认证',
        title: '信息安全管理体系认证 ISO/IEC 27001:2022',
        number: '证书编号 24ISMS0158R0M',
        date: '2024-04-26',
        image: certificate('iso-27001', '信息安全管理体系认证证书：ISO/IEC 27001:2022，证书编号 24ISMS0158R0M'),
      },
      {
        kind: '认证',
        title: '信息系统安全等级保护三级备案',
        number: '备案编号 11010843120-24001',
        date: '2024-01-15',
        image: certificate('mlps-level-3', '信息系统安全等级保护备案证明：第三级，备案编号 11010843120-24001'),
      },
    ],
  },
  model: {
    heading: '学校、家庭、AI三方协同',
    summary: '免费学情测评 → 生成专属学习计划 → 每日督学与答疑 → 每周学习报告，家长随时了解孩子进展。',
    steps: [
      {
        title: '免费学情测评',
        description: '学生在手机上用约 15 分钟完成分学科测评，每道题都对应具体知识点，测评结束即可看到掌握情况和薄弱环节。',
      },
      {
        title: '生成专属学习计划',
        description: '结合年级、教材版本和测评结果生成分阶段的学习计划，每天安排适量的小任务，难度规则由教研老师设定和把关。',
      },
      {
        title: '每日督学与答疑',
        description: '到了约定时间，督学提醒通知孩子开始学习；遇到不会的题可以随时提问或拍照上传，AI老师分步骤讲解思路。',
      },
      {
        title: '每周学习报告',
        description: '每周生成家长周报，呈现学习天数、任务完成率、正确率变化和需要关注的知识点，家长不用每天盯着也心中有数。',
      },
      {
        title: '学校协同，持续调整',
        description: '合作学校可在平板和教室大屏上使用学生空间，结合课堂进度安排练习；学习顾问定期与家长沟通，动态优化学习计划。',
      },
    ],
  },
  advantages: {
    heading: '看得见的学习效果',
    summary: '精准定位薄弱知识点，练习量更少、提分更快；7×24 小时 AI 答疑，讲解步骤清晰、贴合教材版本。',
    items: [
      {
        icon: 'target',
        title: '精准定位薄弱点',
        description: '每道题都关联到具体知识点，掌握情况随每天的作答持续更新，练习集中在真正没掌握的地方，减少重复刷题。',
      },
      {
        icon: 'chat',
        title: '分步讲解，不只给答案',
        description: '按年级和教材版本分步骤讲解，引导孩子自己想清楚为什么；讲解规范由教研团队制定，并定期抽检讲解质量。',
      },
      {
        icon: 'clock',
        title: '7×24 小时随时答疑',
        description: '晚上写作业卡住、周末复习有疑问，都可以随时提问或拍照上传，几秒钟就能看到讲解，不用把问题留到第二天。',
      },
      {
        icon: 'report',
        title: '家长看得见进展',
        description: '家长周报清楚呈现学习时长、任务完成情况和知识点变化，并给出下周建议，家长和孩子可以一起商量学习安排。',
      },
      {
        icon: 'growth',
        title: '好习惯慢慢养成',
        description: '每日任务量按年级控制，配合督学提醒和学习打卡，帮助孩子建立固定的学习节奏，把每天的学习坚持下来。',
      },
      {
        icon: 'shield',
        title: '数据安全有保障',
        description: '通过信息系统安全等级保护三级备案和 ISO/IEC 27001 认证，学习数据加密存储，严格落实未成年人个人信息保护。',
      },
    ],
  },
  honors: {
    heading: '来自行业与用户的认可',
    summary: '入选多地智慧教育优秀案例，服务数百所合作学校与数十万名学生家庭，家长满意度持续保持在 96% 以上。',
    items: [
      {
        title: '国家高新技术企业',
        issuer: '北京市科学技术委员会、北京市财政局、国家税务总局北京市税务局',
        year: 2023,
        image: honor('high-tech-enterprise', '国家高新技术企业证书奖牌'),
      },
      {
        title: '中关村高新技术企业',
        issuer: '中关村科技园区管理委员会',
        year: 2022,
        image: honor('zhongguancun-high-tech', '中关村高新技术企业牌匾'),
      },
      {
        title: '北京市专精特新中小企业',
        issuer: '北京市经济和信息化局',
        year: 2024,
        image: honor('specialized-sme', '北京市专精特新中小企业奖牌'),
      },
      {
        title: '智慧教育优秀应用案例',
        issuer: '全国智慧教育创新应用案例征集活动组委会',
        year: 2024,
        image: honor('smart-education-case', '智慧教育优秀应用案例奖杯'),
      },
      {
        title: '年度教育数字化优秀产品',
        issuer: '中关村数字教育产业联盟',
        year: 2023,
        image: honor('digital-education-product', '年度教育数字化优秀产品奖章'),
      },
    ],
  },
  about: {
    heading: '关于AI伴学',
    story: [
      '北京伴学智能科技有限公司成立于 2020 年，总部位于北京中关村，由一线教研老师和人工智能工程师共同创办。我们专注于把学习科学与大模型技术结合起来，为中小学生提供个性化的AI伴学服务。',
      '我们相信，好的陪伴能让学习更有方向。从免费学情测评、专属学习计划，到每日督学提醒、AI学科答疑和每周学习报告，AI伴学把优秀教师的经验与人工智能结合，做每个孩子身边耐心的学习伙伴，也帮助家长和老师更清楚地了解孩子的学习状态。',
      '我们坚持教研先行、数据安全和未成年人保护：每一类讲解都有教研老师把关，学习数据只用于改进孩子自己的学习。不夸大效果，不制造焦虑，踏踏实实陪伴每个孩子成长。',
    ],
    contact: {
      company: '北京伴学智能科技有限公司',
      hotline: '400-860-2580',
      serviceHours: '每天 8:30–21:30',
      email: 'service@aibanxue.cn',
      address: '北京市海淀区中关村大街 27 号中关村大厦 12 层',
      icp: '京ICP备2024068815号-1',
      wechatQr: image('/content/contact/wechat-qr.svg', 160, 160, 'AI伴学微信客服二维码，扫码添加客服'),
    },
  },
};
