import type { HomeContent } from '../../../../contract/content.ts';

// First cut from the copy the site already shows; the full content (team, patents, honours, images) follows.
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
  team: { heading: '懂教育，也懂AI的团队', summary: '团队成员来自一线名校教研组与人工智能实验室，平均教研经验 12 年，长期专注学习科学与教育大模型。', members: [] },
  patents: { heading: '自主研发，专利护航', summary: '在知识点图谱、学情诊断与自适应练习推荐等方向取得多项发明专利与软件著作权，并通过信息安全等级保护测评。', items: [] },
  model: {
    heading: '学校、家庭、AI三方协同',
    summary: '免费学情测评 → 生成专属学习计划 → 每日督学与答疑 → 每周学习报告，家长随时了解孩子进展。',
    steps: [
      { title: '免费学情测评', description: '15 分钟完成测评，定位薄弱知识点。' },
      { title: '专属学习计划', description: '按教材版本与学习节奏生成每日任务。' },
      { title: '每日督学与答疑', description: '提醒按时学习，AI 随时讲解疑难题。' },
      { title: '每周学习报告', description: '家长每周收到进步与待加强的知识点。' },
    ],
  },
  advantages: { heading: '看得见的学习效果', summary: '精准定位薄弱知识点，练习量更少、提分更快；7×24 小时 AI 答疑，讲解步骤清晰、贴合教材版本。', items: [] },
  honors: { heading: '来自行业与用户的认可', summary: '入选多地智慧教育优秀案例，服务数百所合作学校与数十万名学生家庭，家长满意度持续保持在 96% 以上。', items: [] },
  about: {
    heading: '关于AI伴学',
    story: ['我们相信，好的陪伴能让学习更有方向。AI伴学把优秀教师的经验与人工智能结合，做每个孩子身边耐心的学习伙伴。'],
    contact: {
      company: '北京伴学智能科技有限公司',
      hotline: '400-860-2580',
      serviceHours: '每天 8:30–21:30',
      email: 'service@aibanxue.cn',
      address: '北京市海淀区中关村大街 27 号中关村大厦 12 层',
      icp: '京ICP备2024068815号-1',
      wechatQr: { src: '/content/contact/wechat-qr.svg', width: 160, height: 160, alt: 'AI伴学微信客服二维码' },
    },
  },
};
