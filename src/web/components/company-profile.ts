/** The company's contact details, shown by the help bubble and the site footers. */
export const company = {
  name: '北京伴学智能科技有限公司',
  brand: 'AI伴学',
  hotline: '400-860-2580',
  serviceHours: '每天 8:30–21:30',
  email: 'service@aibanxue.cn',
  address: '北京市海淀区中关村大街 27 号中关村大厦 12 层',
  icp: '京ICP备2024068815号-1',
} as const;
