import type { AssessmentQuestionSeed, Stage, Subject } from './types.ts';

/** One question as written below; id, stage, grades, subject and sortOrder come from its band. */
type Item = Pick<AssessmentQuestionSeed, 'knowledgePoint' | 'prompt' | 'options' | 'answerIndex'>;

type Band = { prefix: 'plow' | 'phigh' | 'junior' | 'senior'; stage: Stage; grades: string[] };

const PRIMARY_LOW: Band = { prefix: 'plow', stage: 'primary', grades: ['一年级', '二年级', '三年级'] };
const PRIMARY_HIGH: Band = { prefix: 'phigh', stage: 'primary', grades: ['四年级', '五年级', '六年级'] };
const JUNIOR: Band = { prefix: 'junior', stage: 'junior', grades: ['初一', '初二', '初三'] };
const SENIOR: Band = { prefix: 'senior', stage: 'senior', grades: ['高一', '高二', '高三'] };

const subjectSlug: Record<Subject, string> = { 数学: 'math', 语文: 'chinese', 英语: 'english' };

/** Expands one band-subject group into seeds with ids like 'junior-math-01' and sortOrder 1, 2, 3 … */
function group(band: Band, subject: Subject, items: Item[]): AssessmentQuestionSeed[] {
  return items.map((item, i) => ({
    id: `${band.prefix}-${subjectSlug[subject]}-${String(i + 1).padStart(2, '0')}`,
    stage: band.stage,
    grades: [...band.grades],
    subject,
    ...item,
    sortOrder: i + 1,
  }));
}

export const assessmentQuestionSeeds: AssessmentQuestionSeed[] = [
  // ─── 小学低年级（一至三年级）───────────────────────────────────────────────
  ...group(PRIMARY_LOW, '数学', [
    {
      knowledgePoint: '20以内进位加法',
      prompt: '计算：8 + 7 = ？',
      options: ['14', '16', '15', '13'],
      answerIndex: 2,
    },
    {
      knowledgePoint: '100以内退位减法',
      prompt: '计算：52 − 27 = ？',
      options: ['35', '25', '29', '24'],
      answerIndex: 1,
    },
    {
      knowledgePoint: '表内乘法',
      prompt: '有6盒鸡蛋，每盒7个，一共有多少个鸡蛋？',
      options: ['42个', '13个', '36个', '48个'],
      answerIndex: 0,
    },
    {
      knowledgePoint: '有余数的除法',
      prompt: '有23个苹果，每盘放5个，最多能放满几盘？还剩几个？',
      options: ['5盘，剩2个', '4盘，剩2个', '3盘，剩8个', '4盘，剩3个'],
      answerIndex: 3,
    },
    {
      knowledgePoint: '长方形的周长',
      prompt: '一个长方形长6厘米、宽4厘米，它的周长是多少？',
      options: ['24厘米', '10厘米', '20厘米', '16厘米'],
      answerIndex: 2,
    },
  ]),
  ...group(PRIMARY_LOW, '语文', [
    {
      knowledgePoint: '整体认读音节',
      prompt: '下面哪一个是整体认读音节？',
      options: ['zha', 'bo', 'zhi', 'pai'],
      answerIndex: 2,
    },
    {
      knowledgePoint: '形近字辨析',
      prompt: '选出填入括号里正确的字：天气（　）朗',
      options: ['晴', '请', '清', '情'],
      answerIndex: 0,
    },
    {
      knowledgePoint: '量词搭配',
      prompt: '下面量词搭配正确的一项是（　）。',
      options: ['一只小河', '一架飞机', '一朵大树', '一匹小鸟'],
      answerIndex: 1,
    },
    {
      knowledgePoint: '部首查字法',
      prompt: '用部首查字法查“河”字，应该先查哪个部首？',
      options: ['口', '可', '丁', '氵'],
      answerIndex: 3,
    },
    {
      knowledgePoint: '古诗背诵',
      prompt: '“春眠不觉晓，＿＿＿＿＿。”（孟浩然《春晓》）横线处应填（　）。',
      options: ['夜来风雨声', '处处闻啼鸟', '花落知多少', '低头思故乡'],
      answerIndex: 1,
    },
  ]),
  ...group(PRIMARY_LOW, '英语', [
    {
      knowledgePoint: '颜色单词',
      prompt: '“红色”用英语怎么说？',
      options: ['blue', 'red', 'green', 'yellow'],
      answerIndex: 1,
    },
    {
      knowledgePoint: '数字单词',
      prompt: '算一算，选出正确的英文单词：three + four = ___',
      options: ['six', 'eight', 'five', 'seven'],
      answerIndex: 3,
    },
    {
      knowledgePoint: '日常问候用语',
      prompt: '别人问你“How are you?”，你应该怎样回答？',
      options: ['Fine, thank you.', "I'm Tom.", "I'm ten.", 'Goodbye.'],
      answerIndex: 0,
    },
    {
      knowledgePoint: '动物单词',
      prompt: '下面哪个单词表示“猫”？',
      options: ['dog', 'duck', 'cat', 'pig'],
      answerIndex: 2,
    },
    {
      knowledgePoint: '不定冠词a与an',
      prompt: '选择正确的单词填空：I have ___ orange.',
      options: ['a', 'an', 'two', 'many'],
      answerIndex: 1,
    },
  ]),

  // ─── 小学高年级（四至六年级）───────────────────────────────────────────────
  ...group(PRIMARY_HIGH, '数学', [
    {
      knowledgePoint: '乘法分配律（简便运算）',
      prompt: '计算 99 × 25 + 25 的结果是（　）。',
      options: ['2475', '2525', '2500', '250'],
      answerIndex: 2,
    },
    {
      knowledgePoint: '分数的大小比较',
      prompt: '下面几个分数中，最大的是（　）。',
      options: ['3/5', '2/3', '5/8', '7/12'],
      answerIndex: 1,
    },
    {
      knowledgePoint: '解简易方程',
      prompt: '解方程 3x + 5 = 20，x 等于多少？',
      options: ['3', '15', '25/3', '5'],
      answerIndex: 3,
    },
    {
      knowledgePoint: '圆的面积',
      prompt: '一个圆的半径是3厘米，它的面积是多少平方厘米？（π取3.14）',
      options: ['28.26', '18.84', '9.42', '113.04'],
      answerIndex: 0,
    },
    {
      knowledgePoint: '百分数的应用（折扣）',
      prompt: '一件衣服原价200元，打八折出售，现价是多少元？',
      options: ['40元', '160元', '180元', '120元'],
      answerIndex: 1,
    },
  ]),
  ...group(PRIMARY_HIGH, '语文', [
    {
      knowledgePoint: '成语运用',
      prompt: '选出最适合填入括号的成语：他练字（　），几年来从没有间断过。',
      options: ['三心二意', '虎头蛇尾', '持之以恒', '半途而废'],
      answerIndex: 2,
    },
    {
      knowledgePoint: '古诗文积累',
      prompt: '“春风又绿江南岸，＿＿＿＿＿。”（王安石《泊船瓜洲》）横线处应填（　）。',
      options: ['明月何时照我还', '京口瓜洲一水间', '钟山只隔数重山', '举头望明月'],
      answerIndex: 0,
    },
    {
      knowledgePoint: '修辞手法（拟人）',
      prompt: '“太阳公公露出了笑脸。”这句话运用了什么修辞手法？',
      options: ['比喻', '夸张', '排比', '拟人'],
      answerIndex: 3,
    },
    {
      knowledgePoint: '关联词运用',
      prompt: '选择合适的关联词填空：（　）天气很冷，（　）同学们仍然坚持到操场上锻炼。',
      options: ['因为……所以……', '虽然……但是……', '如果……就……', '不但……而且……'],
      answerIndex: 1,
    },
    {
      knowledgePoint: '名著常识',
      prompt: '《草船借箭》的故事出自我国古典名著（　）。',
      options: ['《水浒传》', '《西游记》', '《三国演义》', '《红楼梦》'],
      answerIndex: 2,
    },
  ]),
  ...group(PRIMARY_HIGH, '英语', [
    {
      knowledgePoint: '一般现在时第三人称单数',
      prompt: '选择正确的单词填空：She ___ to school every day.',
      options: ['go', 'goes', 'going', 'went'],
      answerIndex: 1,
    },
    {
      knowledgePoint: '现在进行时',
      prompt: '选择正确的答案填空：Look! The children ___ football now.',
      options: ['play', 'plays', 'played', 'are playing'],
      answerIndex: 3,
    },
    {
      knowledgePoint: '一般过去时',
      prompt: '选择正确的答案填空：I ___ my grandparents last weekend.',
      options: ['visited', 'visit', 'visits', 'am visiting'],
      answerIndex: 0,
    },
    {
      knowledgePoint: '形容词比较级',
      prompt: '根据信息选择正确的答案：Tom is 150 cm tall. Mike is 160 cm tall. Mike is ___ than Tom.',
      options: ['tall', 'tallest', 'taller', 'more tall'],
      answerIndex: 2,
    },
    {
      knowledgePoint: '特殊疑问词',
      prompt: "选择正确的疑问词补全对话：—___ is your birthday? —It's in May.",
      options: ['Where', 'When', 'Who', 'Whose'],
      answerIndex: 1,
    },
  ]),

  // ─── 初中（初一至初三）─────────────────────────────────────────────────────
  ...group(JUNIOR, '数学', [
    {
      knowledgePoint: '有理数的减法',
      prompt: '计算 (−3) − (−5) 的结果是（　）。',
      options: ['−8', '8', '2', '−2'],
      answerIndex: 2,
    },
    {
      knowledgePoint: '一元一次方程',
      prompt: '方程 2(x − 1) = x + 3 的解是（　）。',
      options: ['x = 5', 'x = 4', 'x = 1', 'x = 2'],
      answerIndex: 0,
    },
    {
      knowledgePoint: '勾股定理',
      prompt: '直角三角形的两条直角边长分别为6和8，则斜边长为（　）。',
      options: ['14', '2√7', '12', '10'],
      answerIndex: 3,
    },
    {
      knowledgePoint: '一次函数的图象与性质',
      prompt: '一次函数 y = −2x + 3 的图象不经过（　）。',
      options: ['第一象限', '第二象限', '第三象限', '第四象限'],
      answerIndex: 2,
    },
    {
      knowledgePoint: '二次函数的顶点',
      prompt: '抛物线 y = (x − 2)² + 3 的顶点坐标是（　）。',
      options: ['(−2, 3)', '(2, 3)', '(2, −3)', '(−2, −3)'],
      answerIndex: 1,
    },
  ]),
  ...group(JUNIOR, '语文', [
    {
      knowledgePoint: '字形辨析（常见错别字）',
      prompt: '下列词语中，没有错别字的一项是（　）。',
      options: ['再接再励', '川流不息', '迫不急待', '默守成规'],
      answerIndex: 1,
    },
    {
      knowledgePoint: '成语运用',
      prompt: '下列句子中，引号内成语使用恰当的一项是（　）。',
      options: [
        '听到这个不幸的消息，他“忍俊不禁”，流下了眼泪。',
        '小明的意见很有道理，大家都“不以为然”，纷纷点头赞同。',
        '在这次抗洪救灾中，党员干部“首当其冲”，始终冲在最前面。',
        '这部小说情节跌宕起伏，读起来“引人入胜”。',
      ],
      answerIndex: 3,
    },
    {
      knowledgePoint: '病句辨析',
      prompt: '下列句子中，没有语病的一项是（　）。',
      options: [
        '通过这次研学活动，使我们增长了见识。',
        '阅读经典名著，能够丰富我们的精神世界。',
        '经过练习，他的写作水平有了明显的改进。',
        '我们一定要防止这类交通事故不再发生。',
      ],
      answerIndex: 1,
    },
    {
      knowledgePoint: '古诗文默写',
      prompt: '“海内存知己，＿＿＿＿＿。”（王勃《送杜少府之任蜀州》）横线处应填（　）。',
      options: ['天涯若比邻', '无为在歧路', '儿女共沾巾', '风烟望五津'],
      answerIndex: 0,
    },
    {
      knowledgePoint: '文学常识',
      prompt: '散文集《朝花夕拾》的作者是（　）。',
      options: ['老舍', '朱自清', '鲁迅', '冰心'],
      answerIndex: 2,
    },
  ]),
  ...group(JUNIOR, '英语', [
    {
      knowledgePoint: '现在完成时',
      prompt: '选择正确的答案填空：She ___ in Beijing since 2015.',
      options: ['lives', 'lived', 'is living', 'has lived'],
      answerIndex: 3,
    },
    {
      knowledgePoint: '定语从句（关系代词）',
      prompt: '选择正确的答案填空：The girl ___ is singing on the stage is my sister.',
      options: ['which', 'who', 'whom', 'whose'],
      answerIndex: 1,
    },
    {
      knowledgePoint: '宾语从句的语序',
      prompt: '选择正确的答案填空：Could you tell me ___?',
      options: ['where is the post office', 'where was the post office', 'where the post office is', 'the post office is where'],
      answerIndex: 2,
    },
    {
      knowledgePoint: '情态动词（must的否定回答）',
      prompt: '选择正确的答案补全对话：—Must I finish the work today? —No, you ___.',
      options: ["needn't", "mustn't", "can't", "shouldn't"],
      answerIndex: 0,
    },
    {
      knowledgePoint: '被动语态',
      prompt: '选择正确的答案填空：English ___ in many countries.',
      options: ['speaks', 'is spoken', 'spoke', 'is speaking'],
      answerIndex: 1,
    },
  ]),

  // ─── 高中（高一至高三）─────────────────────────────────────────────────────
  ...group(SENIOR, '数学', [
    {
      knowledgePoint: '集合的运算（交集）',
      prompt: '已知集合 A = {1, 2, 3}，B = {2, 3, 4}，则 A ∩ B =（　）。',
      options: ['{1, 2, 3, 4}', '{2, 3}', '{1, 4}', '{1}'],
      answerIndex: 1,
    },
    {
      knowledgePoint: '函数的定义域',
      prompt: '函数 f(x) = √(x − 1) + 1/(x − 2) 的定义域是（　）。',
      options: ['[1, +∞)', '(1, +∞)', '(2, +∞)', '[1, 2) ∪ (2, +∞)'],
      answerIndex: 3,
    },
    {
      knowledgePoint: '三角函数的周期',
      prompt: '函数 y = sin 2x 的最小正周期是（　）。',
      options: ['π', '2π', 'π/2', '4π'],
      answerIndex: 0,
    },
    {
      knowledgePoint: '等差数列的通项公式',
      prompt: '在等差数列 {aₙ} 中，a₁ = 2，公差 d = 3，则 a₁₀ =（　）。',
      options: ['32', '27', '29', '30'],
      answerIndex: 2,
    },
    {
      knowledgePoint: '导数的几何意义',
      prompt: '曲线 y = x³ 在点 (1, 1) 处的切线斜率是（　）。',
      options: ['1', '2', '6', '3'],
      answerIndex: 3,
    },
  ]),
  ...group(SENIOR, '语文', [
    {
      knowledgePoint: '成语运用',
      prompt: '下列各句中，引号内成语使用恰当的一项是（　）。',
      options: [
        '这位老教授治学严谨，审阅学生论文时总是“吹毛求疵”，大家都很敬佩他。',
        '展览会上的展品琳琅满目，让人“目不暇接”。',
        '他的画作栩栩如生，“差强人意”，获得了评委的一致好评。',
        '面对同学的困难，他“处心积虑”地想办法帮助对方。',
      ],
      answerIndex: 1,
    },
    {
      knowledgePoint: '病句辨析',
      prompt: '下列各句中，没有语病的一项是（　）。',
      options: [
        '经过大家的共同努力，使这次活动取得了圆满成功。',
        '我们要认真克服并随时发现学习中的不足。',
        '他那崇高的革命品质，经常浮现在我的脑海中。',
        '这次比赛取得的好成绩，是全体队员团结协作、刻苦训练的结果。',
      ],
      answerIndex: 3,
    },
    {
      knowledgePoint: '古诗文默写',
      prompt: '苏轼《赤壁赋》中“寄蜉蝣于天地，＿＿＿＿＿＿”，横线处应填（　）。',
      options: ['哀吾生之须臾', '渺沧海之一粟', '羡长江之无穷', '挟飞仙以遨游'],
      answerIndex: 1,
    },
    {
      knowledgePoint: '作家作品常识',
      prompt: '下列作品与作者对应正确的一项是（　）。',
      options: ['《边城》——老舍', '《雷雨》——巴金', '《呐喊》——鲁迅', '《家》——曹禺'],
      answerIndex: 2,
    },
    {
      knowledgePoint: '文言词语（古今异义）',
      prompt: '韩愈《师说》“师者，所以传道受业解惑也”中，“所以”的意思是（　）。',
      options: ['用来……的', '因此', '……的原因', '可以'],
      answerIndex: 0,
    },
  ]),
  ...group(SENIOR, '英语', [
    {
      knowledgePoint: '定语从句（关系副词）',
      prompt: '选择正确的答案填空：This is the school ___ my father studied 30 years ago.',
      options: ['which', 'where', 'when', 'who'],
      answerIndex: 1,
    },
    {
      knowledgePoint: '非谓语动词（过去分词作状语）',
      prompt: '选择正确的答案填空：___ from the top of the hill, the city looks beautiful.',
      options: ['Seeing', 'To see', 'Seen', 'Having seen'],
      answerIndex: 2,
    },
    {
      knowledgePoint: '虚拟语气（与过去事实相反）',
      prompt: '选择正确的答案填空：If I had known the truth, I ___ you.',
      options: ['will tell', 'told', 'had told', 'would have told'],
      answerIndex: 3,
    },
    {
      knowledgePoint: '名词性从句（主语从句）',
      prompt: '选择正确的答案填空：___ he will come to the party is still unknown.',
      options: ['Whether', 'If', 'That', 'What'],
      answerIndex: 0,
    },
    {
      knowledgePoint: '过去完成时',
      prompt: '选择正确的答案填空：By the time we arrived at the cinema, the film ___.',
      options: ['has already started', 'had already started', 'already starts', 'was already starting'],
      answerIndex: 1,
    },
  ]),
];
