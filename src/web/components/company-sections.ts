/** The seven sections of the marketing home, in the order of the seed's top menu, with their anchors. */
export const companySections = [
  {
    id: 'home',
    title: '首页',
    heading: 'AI伴学，让每个孩子都有专属学习伙伴',
    summary: '个性化学习计划、每日督学提醒、AI学科答疑与知识点诊断，陪伴中小学生把每一天的学习落到实处。',
  },
  {
    id: 'team',
    title: '核心团队',
    heading: '懂教育，也懂AI的团队',
    summary: '团队成员来自一线名校教研组与人工智能实验室，平均教研经验 12 年，长期专注学习科学与教育大模型。',
  },
  {
    id: 'patents',
    title: '专利认证',
    heading: '自主研发，专利护航',
    summary: '在知识点图谱、学情诊断与自适应练习推荐等方向取得多项发明专利与软件著作权，并通过信息安全等级保护测评。',
  },
  {
    id: 'model',
    title: '运营模式',
    heading: '学校、家庭、AI三方协同',
    summary: '免费学情测评 → 生成专属学习计划 → 每日督学与答疑 → 每周学习报告，家长随时了解孩子进展。',
  },
  {
    id: 'advantages',
    title: '产品优势',
    heading: '看得见的学习效果',
    summary: '精准定位薄弱知识点，练习量更少、提分更快；7×24 小时 AI 答疑，讲解步骤清晰、贴合教材版本。',
  },
  {
    id: 'honors',
    title: '荣誉认可',
    heading: '来自行业与用户的认可',
    summary: '入选多地智慧教育优秀案例，服务数百所合作学校与数十万名学生家庭，家长满意度持续保持在 96% 以上。',
  },
  {
    id: 'about',
    title: '关于我们',
    heading: '关于AI伴学',
    summary: '我们相信，好的陪伴能让学习更有方向。AI伴学把优秀教师的经验与人工智能结合，做每个孩子身边耐心的学习伙伴。',
  },
] as const;

export type CompanySectionId = (typeof companySections)[number]['id'];
