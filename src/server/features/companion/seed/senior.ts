import type { CurriculumSeed } from './types.ts';

/** 高中（高一至高三）课程库：数学、语文、英语。 */
export const seniorCurriculum: CurriculumSeed[] = [
  // ─── 数学 ───────────────────────────────────────────────────────────────
  {
    stage: 'senior',
    subject: '数学',
    units: [
      {
        id: 'senior-math-u1',
        title: '集合与函数',
        knowledgePoints: [
          {
            id: 'senior-math-set-intersection',
            title: '集合的运算（交集）',
            grade: '高一',
            lesson: {
              title: '集合的交集：取“公共部分”',
              minutes: 8,
              paragraphs: [
                '由所有既属于集合 A 又属于集合 B 的元素组成的集合，叫做 A 与 B 的交集，记作 A ∩ B，读作“A 交 B”。用描述法写就是 A ∩ B = {x | x ∈ A，且 x ∈ B}。关键字是“且”：一个元素必须同时在两个集合里，才属于交集。',
                '交集的常用性质：A ∩ B = B ∩ A；A ∩ A = A；A ∩ ∅ = ∅；A ∩ B ⊆ A，A ∩ B ⊆ B。特别地，若 A ⊆ B，则 A ∩ B = A；反过来，若 A ∩ B = A，则 A ⊆ B。',
                '注意区分交集与并集：并集 A ∪ B 是“属于 A 或属于 B”，交集是“既属于 A 又属于 B”。当集合是用不等式表示的数集时，把两个集合画在同一条数轴上，取重叠的部分，并逐个检查端点能否取到。',
              ],
              examples: [
                {
                  problem: '已知 A = {x | −1 < x ≤ 3}，B = {x | x > 1}，求 A ∩ B。',
                  steps: [
                    '在数轴上分别画出 A（−1 到 3，左端空心、右端实心）和 B（1 右侧的所有数，1 处空心）。',
                    '两部分重叠的范围是 1 到 3 之间。',
                    '检查端点：1 不属于 B，取不到；3 既属于 A 也属于 B，能取到。',
                    '所以 A ∩ B = {x | 1 < x ≤ 3}。',
                  ],
                },
                {
                  problem: '已知 A = {1, 2, 3, 4}，B = {x | x² − 3x + 2 = 0}，求 A ∩ B。',
                  steps: [
                    '先把 B 化简：解方程 x² − 3x + 2 = 0，即 (x − 1)(x − 2) = 0，得 x = 1 或 x = 2，所以 B = {1, 2}。',
                    '找出 A 与 B 共有的元素：1 和 2 都在 A 中。',
                    '所以 A ∩ B = {1, 2}。',
                  ],
                },
              ],
            },
            exercises: [
              {
                id: 'senior-math-set-intersection-1',
                kind: 'single',
                prompt: '已知集合 A = {0, 1, 2, 3}，B = {x | x ≥ 2}，则 A ∩ B =（　）。',
                options: ['{3}', '{0, 1}', '{2, 3}', '{x | x ≥ 2}'],
                answer: 2,
                explanation: [
                  'A ∩ B 是 A 中同时满足 x ≥ 2 的元素组成的集合。',
                  '逐个检查 A 中的元素：0、1 不满足 x ≥ 2；2、3 满足。',
                  '所以 A ∩ B = {2, 3}，选 C。',
                ],
              },
              {
                id: 'senior-math-set-intersection-2',
                kind: 'single',
                prompt: '已知集合 A = {x | −2 < x < 3}，B = {x | 1 ≤ x < 5}，则 A ∩ B =（　）。',
                options: ['{x | 1 ≤ x < 3}', '{x | −2 < x < 5}', '{x | 1 < x < 3}', '{x | 3 ≤ x < 5}'],
                answer: 0,
                explanation: [
                  '在数轴上画出两个范围，重叠部分在 1 与 3 之间。',
                  '端点 1：属于 A（−2 < 1 < 3），也属于 B（1 ≤ 1），能取到；端点 3：不属于 A，取不到。',
                  '所以 A ∩ B = {x | 1 ≤ x < 3}，选 A。',
                ],
              },
              {
                id: 'senior-math-set-intersection-3',
                kind: 'single',
                prompt: '若集合 A、B 满足 A ∩ B = A，则一定有（　）。',
                options: ['B ⊆ A', 'A = B', 'A ∩ B = ∅', 'A ⊆ B'],
                answer: 3,
                explanation: [
                  'A ∩ B = A 说明 A 的每一个元素都在 A ∩ B 中，也就都在 B 中。',
                  'A 的每个元素都属于 B，这正是 A ⊆ B 的含义。',
                  '而 A = B、B ⊆ A 不一定成立（例如 A = {1}，B = {1, 2}），所以选 D。',
                ],
              },
              {
                id: 'senior-math-set-intersection-4',
                kind: 'multiple',
                prompt: '对任意集合 A、B，下列关系中一定成立的有（　）。',
                options: ['A ∩ B ⊆ A', 'A ∩ ∅ = A', 'A ∩ B = B ∩ A', 'A ∩ B ⊆ A ∪ B', 'A ∩ B = A ∪ B'],
                answer: [0, 2, 3],
                explanation: [
                  '交集里的元素既在 A 中又在 B 中，所以 A ∩ B ⊆ A，A ∩ B = B ∩ A 都成立；交集里的元素当然也在并集里，A ∩ B ⊆ A ∪ B 成立。',
                  '空集没有元素，A ∩ ∅ = ∅，不等于 A（除非 A 本身是空集），所以不一定成立。',
                  'A ∩ B = A ∪ B 只在 A = B 时成立，不一定成立。故选 A、C、D。',
                ],
              },
              {
                id: 'senior-math-set-intersection-5',
                kind: 'fill',
                prompt: '已知集合 A = {1, 3, 5, 7}，B = {x | 2 < x < 7}，则 A ∩ B 中元素的个数为 ____。',
                answer: ['2', '2个', '两', '两个'],
                explanation: [
                  '检查 A 中每个元素是否满足 2 < x < 7：1 不满足，3 和 5 满足，7 不满足（7 < 7 不成立）。',
                  '所以 A ∩ B = {3, 5}，共有 2 个元素。',
                ],
              },
              {
                id: 'senior-math-set-intersection-6',
                kind: 'truefalse',
                prompt: '若 A = {x | x > 1}，B = {x | x < 1}，则 A ∩ B = ∅。',
                answer: true,
                explanation: [
                  'A ∩ B 中的元素要同时满足 x > 1 和 x < 1。',
                  '不存在同时大于 1 又小于 1 的实数，所以两个集合没有公共元素。',
                  '因此 A ∩ B = ∅，说法正确。',
                ],
              },
            ],
          },
          {
            id: 'senior-math-function-domain',
            title: '函数的定义域',
            grade: '高一',
            lesson: {
              title: '求函数的定义域',
              minutes: 10,
              paragraphs: [
                '函数的定义域是自变量 x 的取值范围。对于只给出解析式的函数，定义域就是使解析式有意义的所有实数 x 组成的集合，结果要写成集合或区间的形式。',
                '常见的限制条件有：① 分母不能为 0；② 偶次根式（如 √）的被开方数要大于或等于 0；③ 对数的真数要大于 0；④ 零次幂 x⁰ 的底数不能为 0；⑤ y = tan x 中 x ≠ kπ + π/2（k ∈ Z）。',
                '一个解析式中往往同时有几个限制条件，要把它们全部列出来，分别解出，再取交集。对于实际问题中的函数，还要让自变量符合实际意义，比如长度要大于 0、人数要是自然数。',
              ],
              examples: [
                {
                  problem: '求函数 f(x) = √(x − 1) + 1/(x − 2) 的定义域。',
                  steps: [
                    '根式要求被开方数非负：x − 1 ≥ 0，得 x ≥ 1。',
                    '分母不能为 0：x − 2 ≠ 0，得 x ≠ 2。',
                    '两个条件同时成立，取交集：x ≥ 1 且 x ≠ 2。',
                    '所以定义域为 [1, 2) ∪ (2, +∞)。',
                  ],
                },
                {
                  problem: '求函数 f(x) = lg(3 − x) + √(x + 2) 的定义域。',
                  steps: [
                    '对数的真数大于 0：3 − x > 0，得 x < 3。',
                    '被开方数非负：x + 2 ≥ 0，得 x ≥ −2。',
                    '取交集得 −2 ≤ x < 3，所以定义域为 [−2, 3)。',
                  ],
                },
              ],
            },
            exercises: [
              {
                id: 'senior-math-function-domain-1',
                kind: 'single',
                prompt: '函数 f(x) = 1/(x + 3) 的定义域是（　）。',
                options: ['{x | x ≠ 3}', '{x | x ≠ −3}', '{x | x > −3}', 'R'],
                answer: 1,
                explanation: [
                  '解析式中有分母，分母不能为 0：x + 3 ≠ 0。',
                  '解得 x ≠ −3，没有其他限制。',
                  '所以定义域是 {x | x ≠ −3}，选 B。',
                ],
              },
              {
                id: 'senior-math-function-domain-2',
                kind: 'single',
                prompt: '函数 f(x) = √(4 − 2x) 的定义域是（　）。',
                options: ['(−∞, 2)', '[2, +∞)', '(−∞, 2]', '(−∞, −2]'],
                answer: 2,
                explanation: [
                  '被开方数要大于或等于 0：4 − 2x ≥ 0。',
                  '移项得 2x ≤ 4，即 x ≤ 2，x = 2 时被开方数为 0，可以取到。',
                  '所以定义域是 (−∞, 2]，选 C。',
                ],
              },
              {
                id: 'senior-math-function-domain-3',
                kind: 'single',
                prompt: '函数 f(x) = ln(x − 1) + √(3 − x) 的定义域是（　）。',
                options: ['(1, 3]', '[1, 3]', '(1, 3)', '[3, +∞)'],
                answer: 0,
                explanation: [
                  '对数的真数大于 0：x − 1 > 0，得 x > 1（1 取不到）。',
                  '被开方数非负：3 − x ≥ 0，得 x ≤ 3（3 能取到）。',
                  '取交集得 1 < x ≤ 3，定义域为 (1, 3]，选 A。',
                ],
              },
              {
                id: 'senior-math-function-domain-4',
                kind: 'multiple',
                prompt: '下列函数中，定义域为 R（全体实数）的有（　）。',
                options: ['y = x² + 1', 'y = 1/x', 'y = 2ˣ', 'y = √x', 'y = lg x'],
                answer: [0, 2],
                explanation: [
                  'y = x² + 1 是多项式，y = 2ˣ 是指数函数，对任意实数 x 都有意义，定义域都是 R。',
                  'y = 1/x 要求 x ≠ 0；y = √x 要求 x ≥ 0；y = lg x 要求 x > 0，定义域都不是 R。',
                  '所以选 A、C。',
                ],
              },
              {
                id: 'senior-math-function-domain-5',
                kind: 'fill',
                prompt: '函数 f(x) = √(x − 2) + lg(10 − x) 的定义域中，整数共有 ____ 个。',
                answer: ['8', '8个', '八', '八个'],
                explanation: [
                  '被开方数非负：x − 2 ≥ 0，得 x ≥ 2；真数大于 0：10 − x > 0，得 x < 10。',
                  '定义域为 [2, 10)，其中的整数是 2, 3, 4, 5, 6, 7, 8, 9。',
                  '共 8 个整数。',
                ],
              },
              {
                id: 'senior-math-function-domain-6',
                kind: 'truefalse',
                prompt: '函数 f(x) = x²/x 与 g(x) = x 的定义域相同。',
                answer: false,
                explanation: [
                  'f(x) = x²/x 中 x 在分母上，要求 x ≠ 0，定义域为 {x | x ≠ 0}。',
                  'g(x) = x 的定义域是 R。',
                  '两者定义域不同（因此它们也不是同一个函数），说法错误。',
                ],
              },
            ],
          },
          {
            id: 'senior-math-monotonicity-parity',
            title: '函数的单调性与奇偶性',
            grade: '高一',
            lesson: {
              title: '函数的单调性与奇偶性',
              minutes: 12,
              paragraphs: [
                '单调性：设函数 f(x) 在区间 D 上有定义。如果对 D 内任意两个数 x₁ < x₂，都有 f(x₁) < f(x₂)，就说 f(x) 在 D 上单调递增（图象从左到右上升）；如果都有 f(x₁) > f(x₂)，就说 f(x) 在 D 上单调递减（图象下降）。单调性是针对某个区间说的，例如 y = x² 在 (−∞, 0] 上递减，在 [0, +∞) 上递增。',
                '奇偶性：判断之前先看定义域是否关于原点对称，不对称的函数既不是奇函数也不是偶函数。在对称的定义域内，若对任意 x 都有 f(−x) = f(x)，f(x) 是偶函数，图象关于 y 轴对称；若都有 f(−x) = −f(x)，f(x) 是奇函数，图象关于原点对称。',
                '常用结论：奇函数如果在 x = 0 处有定义，则 f(0) = 0；奇函数在关于原点对称的两个区间上单调性相同，偶函数则相反。',
              ],
              examples: [
                {
                  problem: '判断函数 f(x) = x³ + x 的奇偶性。',
                  steps: [
                    '定义域为 R，关于原点对称。',
                    '计算 f(−x) = (−x)³ + (−x) = −x³ − x = −(x³ + x)。',
                    '所以 f(−x) = −f(x)，f(x) 是奇函数。',
                  ],
                },
                {
                  problem: '用定义证明 f(x) = 2x + 1 在 R 上单调递增。',
                  steps: [
                    '任取 x₁, x₂ ∈ R，且 x₁ < x₂。',
                    '作差：f(x₁) − f(x₂) = (2x₁ + 1) − (2x₂ + 1) = 2(x₁ − x₂)。',
                    '因为 x₁ − x₂ < 0，所以 f(x₁) − f(x₂) < 0，即 f(x₁) < f(x₂)。',
                    '所以 f(x) 在 R 上单调递增。',
                  ],
                },
              ],
            },
            exercises: [
              {
                id: 'senior-math-monotonicity-parity-1',
                kind: 'single',
                prompt: '下列函数中，是偶函数的是（　）。',
                options: ['y = x³', 'y = x² + 1', 'y = 2x + 1', 'y = 1/x'],
                answer: 1,
                explanation: [
                  '四个函数的定义域都关于原点对称，只需比较 f(−x) 与 f(x)。',
                  '对 y = x² + 1：f(−x) = (−x)² + 1 = x² + 1 = f(x)，是偶函数。',
                  'y = x³ 和 y = 1/x 是奇函数，y = 2x + 1 既不是奇函数也不是偶函数。选 B。',
                ],
              },
              {
                id: 'senior-math-monotonicity-parity-2',
                kind: 'single',
                prompt: '下列函数中，在区间 (0, +∞) 上单调递减的是（　）。',
                options: ['y = x²', 'y = 2ˣ', 'y = 1/x', 'y = lg x'],
                answer: 2,
                explanation: [
                  'y = x²、y = 2ˣ、y = lg x 在 (0, +∞) 上都是随 x 增大而增大的，单调递增。',
                  '对 y = 1/x：x 越大，1/x 越小，例如 x 从 1 增到 2 时，y 从 1 减到 1/2。',
                  '所以在 (0, +∞) 上单调递减的是 y = 1/x，选 C。',
                ],
              },
              {
                id: 'senior-math-monotonicity-parity-3',
                kind: 'single',
                prompt: '已知 f(x) 是定义在 R 上的奇函数，且 f(2) = 3，则 f(−2) =（　）。',
                options: ['0', '3', '无法确定', '−3'],
                answer: 3,
                explanation: ['奇函数满足 f(−x) = −f(x)。', '取 x = 2，得 f(−2) = −f(2) = −3。', '选 D。'],
              },
              {
                id: 'senior-math-monotonicity-parity-4',
                kind: 'multiple',
                prompt: '下列函数中，既是奇函数，又在 (0, +∞) 上单调递增的有（　）。',
                options: ['y = x³', 'y = x', 'y = 1/x', 'y = x²', 'y = −x'],
                answer: [0, 1],
                explanation: [
                  '先看奇偶性：y = x³、y = x、y = 1/x、y = −x 都满足 f(−x) = −f(x)，是奇函数；y = x² 是偶函数，排除。',
                  '再看在 (0, +∞) 上的单调性：y = x³、y = x 递增；y = 1/x、y = −x 递减，排除。',
                  '所以选 A、B。',
                ],
              },
              {
                id: 'senior-math-monotonicity-parity-5',
                kind: 'fill',
                prompt: '若函数 f(x) = x² + (a − 1)x 是偶函数，则 a = ____。',
                answer: ['1'],
                explanation: [
                  '偶函数满足 f(−x) = f(x)：x² − (a − 1)x = x² + (a − 1)x。',
                  '化简得 2(a − 1)x = 0，这个等式要对所有实数 x 成立，只能 a − 1 = 0。',
                  '所以 a = 1。',
                ],
              },
              {
                id: 'senior-math-monotonicity-parity-6',
                kind: 'truefalse',
                prompt: '函数 f(x) = x²，x ∈ [−1, 2] 是偶函数。',
                answer: false,
                explanation: [
                  '判断奇偶性先看定义域是否关于原点对称。',
                  '定义域 [−1, 2] 不关于原点对称：例如 2 在定义域内，而 −2 不在。',
                  '所以这个函数既不是奇函数也不是偶函数，说法错误。',
                ],
              },
            ],
          },
          {
            id: 'senior-math-exponent-logarithm',
            title: '指数与对数的运算',
            grade: '高一',
            lesson: {
              title: '指数幂与对数的运算性质',
              minutes: 12,
              paragraphs: [
                '指数幂的运算性质（a > 0，b > 0，r、s 为实数）：aʳ · aˢ = aʳ⁺ˢ，(aʳ)ˢ = aʳˢ，(ab)ʳ = aʳbʳ。另外 a⁰ = 1，a⁻ⁿ = 1/aⁿ；分数指数幂 a^(m/n) 表示 a 的 m/n 次幂，等于 aᵐ 开 n 次方，例如 8^(2/3) = 4。',
                '对数的定义：如果 aˣ = N（a > 0，且 a ≠ 1），那么 x 叫做以 a 为底 N 的对数，记作 x = logₐ N，其中 a 是底数，N 是真数，真数必须大于 0。常用对数 lg N 表示以 10 为底，自然对数 ln N 表示以 e 为底。由定义可得 logₐ 1 = 0，logₐ a = 1。',
                '对数的运算性质（a > 0 且 a ≠ 1，M > 0，N > 0）：logₐ(MN) = logₐ M + logₐ N；logₐ(M/N) = logₐ M − logₐ N；logₐ Mⁿ = n·logₐ M。换底公式：logₐ b = lg b / lg a。注意 logₐ(M + N) 没有拆开的公式，不能写成 logₐ M + logₐ N。',
              ],
              examples: [
                {
                  problem: '计算：lg 2 + lg 5 + log₂ 8。',
                  steps: ['由积的对数公式：lg 2 + lg 5 = lg(2 × 5) = lg 10 = 1。', '因为 2³ = 8，所以 log₂ 8 = 3。', '原式 = 1 + 3 = 4。'],
                },
                {
                  problem: '计算：8^(2/3)。',
                  steps: ['把底数写成幂的形式：8 = 2³。', '用 (aʳ)ˢ = aʳˢ：(2³)^(2/3) = 2^(3 × 2/3) = 2²。', '所以 8^(2/3) = 4。'],
                },
              ],
            },
            exercises: [
              {
                id: 'senior-math-exponent-logarithm-1',
                kind: 'single',
                prompt: 'log₃ 27 的值是（　）。',
                options: ['9', '3', '1/3', '−3'],
                answer: 1,
                explanation: ['设 log₃ 27 = x，由对数定义得 3ˣ = 27。', '因为 27 = 3³，所以 x = 3。', '选 B。'],
              },
              {
                id: 'senior-math-exponent-logarithm-2',
                kind: 'single',
                prompt: 'lg 4 + lg 25 的值是（　）。',
                options: ['lg 29', '100', '2', '10'],
                answer: 2,
                explanation: [
                  '由积的对数公式：lg 4 + lg 25 = lg(4 × 25) = lg 100。',
                  '因为 10² = 100，所以 lg 100 = 2。',
                  '注意不能把真数相加写成 lg 29，选 C。',
                ],
              },
              {
                id: 'senior-math-exponent-logarithm-3',
                kind: 'single',
                prompt: '(1/4)^(−1/2) 的值是（　）。',
                options: ['−2', '1/2', '−1/2', '2'],
                answer: 3,
                explanation: [
                  '负指数表示取倒数：(1/4)^(−1/2) = 4^(1/2)。',
                  '4^(1/2) 就是 4 的算术平方根，等于 2。',
                  '所以结果是 2，选 D。',
                ],
              },
              {
                id: 'senior-math-exponent-logarithm-4',
                kind: 'multiple',
                prompt: '设 a > 0 且 a ≠ 1，M > 0，N > 0，下列等式中一定成立的有（　）。',
                options: [
                  'logₐ(MN) = logₐ M + logₐ N',
                  'logₐ(M + N) = logₐ M + logₐ N',
                  'logₐ M² = 2logₐ M',
                  'logₐ 1 = 0',
                  'logₐ M ÷ logₐ N = logₐ(M − N)',
                ],
                answer: [0, 2, 3],
                explanation: [
                  'A 是积的对数公式，C 是幂的对数公式 logₐ Mⁿ = n·logₐ M，都成立；D：因为 a⁰ = 1，所以 logₐ 1 = 0，成立。',
                  'B、E 是常见的错误写法：对数没有“和的对数”“差的对数”公式，例如 lg(1 + 1) = lg 2 ≠ lg 1 + lg 1 = 0。',
                  '所以选 A、C、D。',
                ],
              },
              {
                id: 'senior-math-exponent-logarithm-5',
                kind: 'fill',
                prompt: '若 log₂ x = 3，则 x = ____。',
                answer: ['8'],
                explanation: ['由对数的定义，log₂ x = 3 等价于 2³ = x。', '所以 x = 8。'],
              },
              {
                id: 'senior-math-exponent-logarithm-6',
                kind: 'truefalse',
                prompt: 'log₂ 3 × log₃ 4 = 2。',
                answer: true,
                explanation: [
                  '用换底公式：log₂ 3 = lg 3 / lg 2，log₃ 4 = lg 4 / lg 3。',
                  '相乘得 (lg 3 / lg 2) × (lg 4 / lg 3) = lg 4 / lg 2 = log₂ 4。',
                  '因为 2² = 4，所以结果为 2，说法正确。',
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'senior-math-u2',
        title: '三角函数',
        knowledgePoints: [
          {
            id: 'senior-math-trig-period',
            title: '三角函数的周期',
            grade: '高一',
            lesson: {
              title: '三角函数的最小正周期',
              minutes: 10,
              paragraphs: [
                '对于函数 f(x)，如果存在一个非零常数 T，使得 x 取定义域内每一个值时，都有 f(x + T) = f(x)，那么 f(x) 叫做周期函数，T 叫做它的一个周期。在所有的正周期中，如果有最小的一个，就叫做最小正周期。题目中说的“周期”，一般指最小正周期。',
                '三个基本函数：y = sin x 和 y = cos x 的最小正周期都是 2π；y = tan x 的最小正周期是 π。',
                '一般地，y = A sin(ωx + φ) 和 y = A cos(ωx + φ)（A ≠ 0，ω ≠ 0）的最小正周期是 T = 2π/|ω|；y = A tan(ωx + φ) 的最小正周期是 T = π/|ω|。周期只由 ω 决定，与振幅 A、初相 φ 无关。',
              ],
              examples: [
                {
                  problem: '求函数 y = 3sin(2x + π/3) 的最小正周期。',
                  steps: [
                    '这是 y = A sin(ωx + φ) 型函数，其中 ω = 2。',
                    '代入公式：T = 2π/|ω| = 2π/2 = π。',
                    '振幅 3 和初相 π/3 不影响周期，所以最小正周期为 π。',
                  ],
                },
                {
                  problem: '求函数 y = sin x cos x 的最小正周期。',
                  steps: [
                    '先化成一个三角函数：由二倍角公式 sin 2x = 2sin x cos x，得 y = (1/2)sin 2x。',
                    '此时 ω = 2，T = 2π/2 = π。',
                    '所以最小正周期为 π。',
                  ],
                },
              ],
            },
            exercises: [
              {
                id: 'senior-math-trig-period-1',
                kind: 'single',
                prompt: '函数 y = cos 4x 的最小正周期是（　）。',
                options: ['4π', 'π/2', 'π/4', '2π'],
                answer: 1,
                explanation: ['余弦型函数的最小正周期 T = 2π/|ω|，这里 ω = 4。', 'T = 2π/4 = π/2。', '选 B。'],
              },
              {
                id: 'senior-math-trig-period-2',
                kind: 'single',
                prompt: '函数 y = 2sin(x/3 + π/6) 的最小正周期是（　）。',
                options: ['6π', '2π/3', '3π', '2π'],
                answer: 0,
                explanation: ['x/3 = (1/3)x，所以 ω = 1/3。', 'T = 2π/|ω| = 2π ÷ (1/3) = 6π。', '振幅 2 和 π/6 不影响周期，选 A。'],
              },
              {
                id: 'senior-math-trig-period-3',
                kind: 'single',
                prompt: '函数 y = tan 2x 的最小正周期是（　）。',
                options: ['π', '2π', '4π', 'π/2'],
                answer: 3,
                explanation: ['正切型函数 y = A tan(ωx + φ) 的最小正周期是 π/|ω|，不是 2π/|ω|。', '这里 ω = 2，T = π/2。', '选 D。'],
              },
              {
                id: 'senior-math-trig-period-4',
                kind: 'multiple',
                prompt: '下列函数中，最小正周期为 π 的有（　）。',
                options: ['y = sin 2x', 'y = cos(x/2)', 'y = tan x', 'y = 3cos(2x − π/4)', 'y = sin x'],
                answer: [0, 2, 3],
                explanation: [
                  'y = sin 2x：T = 2π/2 = π；y = 3cos(2x − π/4)：T = 2π/2 = π；y = tan x：T = π。',
                  'y = cos(x/2)：T = 2π ÷ (1/2) = 4π；y = sin x：T = 2π。',
                  '所以选 A、C、D。',
                ],
              },
              {
                id: 'senior-math-trig-period-5',
                kind: 'fill',
                prompt: '若函数 y = sin ωx（ω > 0）的最小正周期为 π/2，则 ω = ____。',
                answer: ['4'],
                explanation: ['由 T = 2π/ω，得 2π/ω = π/2。', '解得 ω = 2π ÷ (π/2) = 4。'],
              },
              {
                id: 'senior-math-trig-period-6',
                kind: 'truefalse',
                prompt: '函数 y = 5sin(2x + 1) 与 y = sin 2x 的最小正周期相同。',
                answer: true,
                explanation: [
                  '两个函数的 ω 都是 2，最小正周期都是 2π/2 = π。',
                  '振幅 5 和初相 1 只改变图象的高低和左右位置，不改变周期。',
                  '所以说法正确。',
                ],
              },
            ],
          },
          {
            id: 'senior-math-trig-sum-difference',
            title: '三角恒等变换（两角和与差）',
            grade: '高一',
            lesson: {
              title: '两角和与差的三角函数公式及二倍角公式',
              minutes: 12,
              paragraphs: [
                '两角和与差的公式：cos(α − β) = cos α cos β + sin α sin β；cos(α + β) = cos α cos β − sin α sin β；sin(α + β) = sin α cos β + cos α sin β；sin(α − β) = sin α cos β − cos α sin β；tan(α + β) = (tan α + tan β)/(1 − tan α tan β)，tan(α − β) = (tan α − tan β)/(1 + tan α tan β)。记忆口诀：余弦“余余正正，符号相反”，正弦“正余余正，符号相同”。',
                '令 α = β，就得到二倍角公式：sin 2α = 2sin α cos α；cos 2α = cos²α − sin²α = 2cos²α − 1 = 1 − 2sin²α；tan 2α = 2tan α/(1 − tan²α)。',
                '这些公式常用来：① 把 15°、75° 等非特殊角拆成特殊角来求值；② 逆用公式化简，例如把 sin x cos y + cos x sin y 合成 sin(x + y)；③ 已知一个三角函数值，先用 sin²α + cos²α = 1 求出另一个（注意角所在象限决定符号），再代入公式。',
              ],
              examples: [
                {
                  problem: '求 sin 15° 的值。',
                  steps: [
                    '把 15° 写成特殊角的差：15° = 45° − 30°。',
                    'sin 15° = sin 45° cos 30° − cos 45° sin 30° = (√2/2)(√3/2) − (√2/2)(1/2)。',
                    '= √6/4 − √2/4 = (√6 − √2)/4。',
                  ],
                },
                {
                  problem: '已知 sin α = 3/5，且 α 为锐角，求 sin 2α。',
                  steps: [
                    'α 为锐角，cos α > 0，cos α = √(1 − sin²α) = √(1 − 9/25) = 4/5。',
                    '由二倍角公式：sin 2α = 2sin α cos α = 2 × 3/5 × 4/5。',
                    '所以 sin 2α = 24/25。',
                  ],
                },
              ],
            },
            exercises: [
              {
                id: 'senior-math-trig-sum-difference-1',
                kind: 'single',
                prompt: 'cos 75° 的值是（　）。',
                options: ['(√6 + √2)/4', '(√6 − √2)/4', '(√2 − √6)/4', '√3/2'],
                answer: 1,
                explanation: [
                  '75° = 45° + 30°，用 cos(α + β) = cos α cos β − sin α sin β。',
                  'cos 75° = (√2/2)(√3/2) − (√2/2)(1/2) = √6/4 − √2/4。',
                  '所以 cos 75° = (√6 − √2)/4，选 B。',
                ],
              },
              {
                id: 'senior-math-trig-sum-difference-2',
                kind: 'single',
                prompt: 'sin 20° cos 40° + cos 20° sin 40° 的值是（　）。',
                options: ['1/2', '√2/2', '√3/2', '1'],
                answer: 2,
                explanation: ['式子符合 sin α cos β + cos α sin β 的结构，逆用公式得 sin(20° + 40°)。', 'sin 60° = √3/2。', '选 C。'],
              },
              {
                id: 'senior-math-trig-sum-difference-3',
                kind: 'single',
                prompt: '已知 cos α = 3/5，则 cos 2α 的值是（　）。',
                options: ['−7/25', '7/25', '24/25', '−24/25'],
                answer: 0,
                explanation: [
                  '只知道 cos α 时，选用 cos 2α = 2cos²α − 1，不需要求 sin α。',
                  'cos 2α = 2 × (3/5)² − 1 = 2 × 9/25 − 1 = 18/25 − 25/25。',
                  '所以 cos 2α = −7/25，选 A。',
                ],
              },
              {
                id: 'senior-math-trig-sum-difference-4',
                kind: 'multiple',
                prompt: '下列等式中，对任意角 α、β 都成立的有（　）。',
                options: [
                  'sin 2α = 2sin α cos α',
                  'cos 2α = 1 − 2sin²α',
                  'cos(α + β) = cos α + cos β',
                  'sin(α − β) = sin α cos β − cos α sin β',
                  'cos 2α = 2cos α',
                ],
                answer: [0, 1, 3],
                explanation: [
                  'A、B 是二倍角公式，D 是两角差的正弦公式，都恒成立。',
                  'C 不成立：取 α = β = 0，左边 cos 0 = 1，右边 1 + 1 = 2。',
                  'E 不成立：取 α = 0，左边 cos 0 = 1，右边 2cos 0 = 2。所以选 A、B、D。',
                ],
              },
              {
                id: 'senior-math-trig-sum-difference-5',
                kind: 'fill',
                prompt: '已知 tan α = 2，则 tan(α + π/4) = ____。',
                answer: ['−3', '-3'],
                explanation: [
                  '用 tan(α + β) = (tan α + tan β)/(1 − tan α tan β)，且 tan(π/4) = 1。',
                  'tan(α + π/4) = (2 + 1)/(1 − 2 × 1) = 3/(−1)。',
                  '结果为 −3。',
                ],
              },
              {
                id: 'senior-math-trig-sum-difference-6',
                kind: 'truefalse',
                prompt: 'sin 15° cos 15° = 1/2。',
                answer: false,
                explanation: [
                  '由 sin 2α = 2sin α cos α，得 sin α cos α = (1/2)sin 2α。',
                  'sin 15° cos 15° = (1/2)sin 30° = (1/2) × (1/2) = 1/4。',
                  '结果是 1/4，不是 1/2，说法错误。',
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'senior-math-u3',
        title: '数列',
        knowledgePoints: [
          {
            id: 'senior-math-arithmetic-sequence',
            title: '等差数列的通项公式',
            grade: '高二',
            lesson: {
              title: '等差数列及其通项公式',
              minutes: 10,
              paragraphs: [
                '一个数列从第 2 项起，每一项与它的前一项的差都等于同一个常数，这个数列就叫等差数列，这个常数叫公差，记作 d，即 aₙ₊₁ − aₙ = d。d > 0 时数列递增，d < 0 时递减，d = 0 时是常数列。',
                '通项公式：aₙ = a₁ + (n − 1)d。更一般地，aₙ = aₘ + (n − m)d。公式里有 a₁、d、n、aₙ 四个量，知道其中三个就能求第四个；知道任意两项，也能先求出 d。',
                '两个常用性质：① 若 a、A、b 成等差数列，则 A = (a + b)/2，A 叫等差中项；② 若 m + n = p + q（都是正整数），则 aₘ + aₙ = a_p + a_q，例如 a₃ + a₉ = 2a₆。',
              ],
              examples: [
                {
                  problem: '在等差数列 {aₙ} 中，a₁ = 2，公差 d = 3，求 a₁₀。',
                  steps: ['代入通项公式：a₁₀ = a₁ + (10 − 1)d。', 'a₁₀ = 2 + 9 × 3 = 29。'],
                },
                {
                  problem: '在等差数列 {aₙ} 中，a₃ = 7，a₇ = 19，求通项公式 aₙ。',
                  steps: [
                    '由 a₇ = a₃ + 4d，得 19 = 7 + 4d，所以 d = 3。',
                    '再求首项：a₁ = a₃ − 2d = 7 − 6 = 1。',
                    '所以 aₙ = 1 + (n − 1) × 3 = 3n − 2。',
                    '检验：a₃ = 9 − 2 = 7，a₇ = 21 − 2 = 19，正确。',
                  ],
                },
              ],
            },
            exercises: [
              {
                id: 'senior-math-arithmetic-sequence-1',
                kind: 'single',
                prompt: '等差数列 5, 8, 11, … 的第 20 项是（　）。',
                options: ['60', '62', '65', '59'],
                answer: 1,
                explanation: ['首项 a₁ = 5，公差 d = 8 − 5 = 3。', 'a₂₀ = a₁ + 19d = 5 + 19 × 3 = 5 + 57 = 62。', '选 B。'],
              },
              {
                id: 'senior-math-arithmetic-sequence-2',
                kind: 'single',
                prompt: '在等差数列 {aₙ} 中，a₂ = 5，a₆ = 13，则 a₁₀ =（　）。',
                options: ['21', '23', '19', '25'],
                answer: 0,
                explanation: ['由 a₆ = a₂ + 4d，得 13 = 5 + 4d，d = 2。', 'a₁₀ = a₆ + 4d = 13 + 8 = 21。', '选 A。'],
              },
              {
                id: 'senior-math-arithmetic-sequence-3',
                kind: 'single',
                prompt: '在等差数列 {aₙ} 中，a₃ + a₉ = 20，则 a₆ =（　）。',
                options: ['20', '5', '40', '10'],
                answer: 3,
                explanation: ['因为 3 + 9 = 6 + 6，由性质得 a₃ + a₉ = 2a₆。', '所以 2a₆ = 20，a₆ = 10。', '选 D。'],
              },
              {
                id: 'senior-math-arithmetic-sequence-4',
                kind: 'multiple',
                prompt: '已知数列 {aₙ} 的通项公式为 aₙ = 4 − 3n，下列说法正确的有（　）。',
                options: ['首项 a₁ = 1', '公差 d = 3', '该数列是递减数列', '−20 是该数列的第 8 项', '−19 是该数列中的项'],
                answer: [0, 2, 3],
                explanation: [
                  'a₁ = 4 − 3 = 1；aₙ₊₁ − aₙ = [4 − 3(n + 1)] − (4 − 3n) = −3，所以公差 d = −3，数列递减。A、C 对，B 错。',
                  '令 4 − 3n = −20，得 n = 8，所以 −20 是第 8 项，D 对。',
                  '令 4 − 3n = −19，得 n = 23/3，不是正整数，−19 不是数列中的项，E 错。所以选 A、C、D。',
                ],
              },
              {
                id: 'senior-math-arithmetic-sequence-5',
                kind: 'fill',
                prompt: '在等差数列 {aₙ} 中，a₁ = −3，公差 d = 4，则 a₅ = ____。',
                answer: ['13'],
                explanation: ['代入通项公式：a₅ = a₁ + 4d。', 'a₅ = −3 + 4 × 4 = 13。'],
              },
              {
                id: 'senior-math-arithmetic-sequence-6',
                kind: 'truefalse',
                prompt: '数列 1, 4, 9, 16, … 是等差数列。',
                answer: false,
                explanation: [
                  '计算相邻两项的差：4 − 1 = 3，9 − 4 = 5，16 − 9 = 7。',
                  '差不是同一个常数，不符合等差数列的定义。',
                  '所以说法错误（这是平方数列 aₙ = n²）。',
                ],
              },
            ],
          },
          {
            id: 'senior-math-geometric-sequence-sum',
            title: '等比数列的前n项和',
            grade: '高二',
            lesson: {
              title: '等比数列的前 n 项和公式',
              minutes: 12,
              paragraphs: [
                '一个数列从第 2 项起，每一项与它的前一项的比都等于同一个常数 q（q ≠ 0），这个数列叫等比数列，q 叫公比。等比数列的每一项都不为 0，通项公式为 aₙ = a₁qⁿ⁻¹。',
                '前 n 项和公式：当 q ≠ 1 时，Sₙ = a₁(1 − qⁿ)/(1 − q)，也可以写成 Sₙ = (a₁ − aₙq)/(1 − q)；当 q = 1 时，数列每一项都等于 a₁，Sₙ = na₁。公式是用“错位相减法”推出的：把 Sₙ 乘以 q 后与原式相减，中间的项全部抵消。',
                '使用时一定先看 q 是否等于 1；如果公比未知，要分 q = 1 和 q ≠ 1 两种情况讨论。',
              ],
              examples: [
                {
                  problem: '求 1 + 2 + 4 + … + 2⁹ 的值。',
                  steps: [
                    '这是首项 a₁ = 1、公比 q = 2 的等比数列，2⁹ 是第 10 项，所以 n = 10。',
                    '代入公式：S₁₀ = 1 × (1 − 2¹⁰)/(1 − 2) = (1 − 1024)/(−1)。',
                    '结果为 1023。',
                  ],
                },
                {
                  problem: '等比数列 {aₙ} 中，a₁ = 3，q = −2，求 S₄。',
                  steps: [
                    'q ≠ 1，用 Sₙ = a₁(1 − qⁿ)/(1 − q)。',
                    'S₄ = 3 × [1 − (−2)⁴]/[1 − (−2)] = 3 × (1 − 16)/3 = −15。',
                    '检验：3 − 6 + 12 − 24 = −15，正确。',
                  ],
                },
              ],
            },
            exercises: [
              {
                id: 'senior-math-geometric-sequence-sum-1',
                kind: 'single',
                prompt: '等比数列 2, 6, 18, … 的前 4 项和为（　）。',
                options: ['54', '80', '78', '162'],
                answer: 1,
                explanation: [
                  'a₁ = 2，q = 6 ÷ 2 = 3。',
                  'S₄ = 2 × (1 − 3⁴)/(1 − 3) = 2 × (−80)/(−2) = 80。',
                  '也可以直接相加：2 + 6 + 18 + 54 = 80。选 B。',
                ],
              },
              {
                id: 'senior-math-geometric-sequence-sum-2',
                kind: 'single',
                prompt: '在等比数列 {aₙ} 中，a₁ = 1，q = 1/2，则 S₅ =（　）。',
                options: ['31/16', '31/32', '15/8', '2'],
                answer: 0,
                explanation: [
                  'S₅ = 1 × [1 − (1/2)⁵]/(1 − 1/2) = (1 − 1/32) ÷ (1/2)。',
                  '= (31/32) × 2 = 31/16。',
                  '检验：1 + 1/2 + 1/4 + 1/8 + 1/16 = 31/16。选 A。',
                ],
              },
              {
                id: 'senior-math-geometric-sequence-sum-3',
                kind: 'single',
                prompt: '在等比数列 {aₙ} 中，a₁ = 5，公比 q = 1，则 S₁₀ =（　）。',
                options: ['5', '10', '0', '50'],
                answer: 3,
                explanation: ['q = 1 时不能用 a₁(1 − qⁿ)/(1 − q)（分母为 0）。', '此时每一项都是 5，S₁₀ = 10 × 5 = 50。', '选 D。'],
              },
              {
                id: 'senior-math-geometric-sequence-sum-4',
                kind: 'multiple',
                prompt: '关于等比数列，下列说法正确的有（　）。',
                options: [
                  '等比数列的公比 q 可以为 0',
                  '等比数列中的任何一项都不为 0',
                  '当 q = 1 时，Sₙ = na₁',
                  '公式 Sₙ = a₁(1 − qⁿ)/(1 − q) 对任意公比 q 都适用',
                  '等比数列的通项公式为 aₙ = a₁qⁿ⁻¹',
                ],
                answer: [1, 2, 4],
                explanation: [
                  '等比数列要求每一项与前一项的比有意义且为常数，所以各项都不为 0，公比也不为 0：A 错，B 对。',
                  'q = 1 时各项相等，Sₙ = na₁，C 对；此时公式 a₁(1 − qⁿ)/(1 − q) 的分母为 0，不适用，D 错。',
                  'E 是通项公式，正确。所以选 B、C、E。',
                ],
              },
              {
                id: 'senior-math-geometric-sequence-sum-5',
                kind: 'fill',
                prompt: '在等比数列 {aₙ} 中，a₁ = 1，公比 q = 3，则前 4 项和 S₄ = ____。',
                answer: ['40'],
                explanation: ['S₄ = 1 × (1 − 3⁴)/(1 − 3) = (1 − 81)/(−2) = 40。', '检验：1 + 3 + 9 + 27 = 40。'],
              },
              {
                id: 'senior-math-geometric-sequence-sum-6',
                kind: 'truefalse',
                prompt: '等比数列 1, −1, 1, −1, … 的前 100 项和为 0。',
                answer: true,
                explanation: [
                  '这个数列 a₁ = 1，q = −1。',
                  'S₁₀₀ = 1 × [1 − (−1)¹⁰⁰]/[1 − (−1)] = (1 − 1)/2 = 0。',
                  '也可以看成 50 组 (1 − 1)，每组和为 0。说法正确。',
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'senior-math-u4',
        title: '导数及其应用',
        knowledgePoints: [
          {
            id: 'senior-math-derivative-geometric-meaning',
            title: '导数的几何意义',
            grade: '高二',
            lesson: {
              title: '导数的几何意义与切线方程',
              minutes: 12,
              paragraphs: [
                '函数 y = f(x) 在 x = x₀ 处的导数 f′(x₀)，就是曲线 y = f(x) 在点 P(x₀, f(x₀)) 处的切线的斜率，即 k = f′(x₀)。导数的绝对值越大，曲线在这一点附近越“陡”。',
                '因此，曲线在点 P(x₀, f(x₀)) 处的切线方程是 y − f(x₀) = f′(x₀)(x − x₀)。求切线方程的步骤：求导函数 f′(x) → 代入 x₀ 得斜率 → 用点斜式写方程。',
                '常用导数公式：(C)′ = 0（C 为常数），(xⁿ)′ = nxⁿ⁻¹，(sin x)′ = cos x，(cos x)′ = −sin x，(eˣ)′ = eˣ，(ln x)′ = 1/x。注意“在点 P 处的切线”中 P 就是切点；而“过点 P 的切线”中 P 不一定是切点，要先设切点再求。',
              ],
              examples: [
                {
                  problem: '求曲线 y = x³ 在点 (1, 1) 处的切线方程。',
                  steps: ['求导：y′ = 3x²。', '切线斜率 k = 3 × 1² = 3。', '点斜式：y − 1 = 3(x − 1)，整理得 y = 3x − 2。'],
                },
                {
                  problem: '曲线 y = x² 上哪一点处的切线与直线 y = 4x − 5 平行？',
                  steps: [
                    '两直线平行，斜率相等，所以切线斜率为 4。',
                    '设切点为 (x₀, x₀²)，由 y′ = 2x 得 2x₀ = 4，x₀ = 2。',
                    '切点纵坐标 2² = 4，所求的点是 (2, 4)。',
                  ],
                },
              ],
            },
            exercises: [
              {
                id: 'senior-math-derivative-geometric-meaning-1',
                kind: 'single',
                prompt: '曲线 y = x² + 1 在 x = 1 处的切线斜率是（　）。',
                options: ['1', '3', '2', '0'],
                answer: 2,
                explanation: ['求导：y′ = 2x（常数 1 的导数为 0）。', '在 x = 1 处，斜率 k = 2 × 1 = 2。', '选 C。'],
              },
              {
                id: 'senior-math-derivative-geometric-meaning-2',
                kind: 'single',
                prompt: '曲线 y = eˣ 在点 (0, 1) 处的切线方程是（　）。',
                options: ['y = x + 1', 'y = x', 'y = ex', 'y = 2x + 1'],
                answer: 0,
                explanation: ['(eˣ)′ = eˣ，所以斜率 k = e⁰ = 1。', '点斜式：y − 1 = 1 × (x − 0)，即 y = x + 1。', '选 A。'],
              },
              {
                id: 'senior-math-derivative-geometric-meaning-3',
                kind: 'single',
                prompt: '曲线 y = ln x 在点 (1, 0) 处的切线方程是（　）。',
                options: ['y = x + 1', 'y = 2x − 2', 'y = −x + 1', 'y = x − 1'],
                answer: 3,
                explanation: ['(ln x)′ = 1/x，所以斜率 k = 1/1 = 1。', '点斜式：y − 0 = 1 × (x − 1)，即 y = x − 1。', '选 D。'],
              },
              {
                id: 'senior-math-derivative-geometric-meaning-4',
                kind: 'multiple',
                prompt: '曲线 y = x³ − 3x 上，切线斜率为 0 的点有（　）。',
                options: ['(1, −2)', '(0, 0)', '(−1, 2)', '(2, 2)', '(−1, −2)'],
                answer: [0, 2],
                explanation: [
                  'y′ = 3x² − 3，令 y′ = 0，得 x² = 1，x = 1 或 x = −1。',
                  'x = 1 时 y = 1 − 3 = −2；x = −1 时 y = −1 + 3 = 2，所以切点是 (1, −2) 和 (−1, 2)。',
                  '(0, 0) 处斜率为 −3，(2, 2) 处斜率为 9，(−1, −2) 不在曲线上。所以选 A、C。',
                ],
              },
              {
                id: 'senior-math-derivative-geometric-meaning-5',
                kind: 'fill',
                prompt: '曲线 y = 2x² 在点 (1, 2) 处的切线斜率为 ____。',
                answer: ['4'],
                explanation: ['求导：y′ = 4x。', '在 x = 1 处，斜率 k = 4 × 1 = 4。'],
              },
              {
                id: 'senior-math-derivative-geometric-meaning-6',
                kind: 'truefalse',
                prompt: '曲线 y = sin x 在原点处的切线方程是 y = x。',
                answer: true,
                explanation: [
                  '(sin x)′ = cos x，在 x = 0 处斜率 k = cos 0 = 1。',
                  '原点 (0, 0) 在曲线上，切线方程为 y − 0 = 1 × (x − 0)，即 y = x。',
                  '说法正确。',
                ],
              },
            ],
          },
          {
            id: 'senior-math-derivative-monotonicity',
            title: '利用导数研究函数的单调性',
            grade: '高二',
            lesson: {
              title: '用导数判断单调性与求极值',
              minutes: 12,
              paragraphs: [
                '导数的正负决定函数的增减：在某个区间内，如果 f′(x) > 0，那么 f(x) 在这个区间上单调递增；如果 f′(x) < 0，那么 f(x) 在这个区间上单调递减。',
                '求单调区间的步骤：① 确定函数的定义域；② 求导数 f′(x)；③ 在定义域内解不等式 f′(x) > 0 得递增区间，解 f′(x) < 0 得递减区间。几个同类的单调区间之间用“和”或逗号隔开，不能用并集符号“∪”连接。',
                '极值：若在 x₀ 左侧 f′(x) > 0、右侧 f′(x) < 0，则 f(x₀) 是极大值；若左负右正，则 f(x₀) 是极小值。f′(x₀) = 0 只是可导函数在 x₀ 取极值的必要条件，不是充分条件。例如 y = x³ 在 x = 0 处导数为 0，但函数在 R 上一直递增，没有极值。',
              ],
              examples: [
                {
                  problem: '求函数 f(x) = x³ − 3x 的单调区间。',
                  steps: [
                    '定义域为 R，求导：f′(x) = 3x² − 3 = 3(x + 1)(x − 1)。',
                    '解 f′(x) > 0，得 x < −1 或 x > 1；解 f′(x) < 0，得 −1 < x < 1。',
                    '所以递增区间是 (−∞, −1) 和 (1, +∞)，递减区间是 (−1, 1)。',
                  ],
                },
                {
                  problem: '求函数 f(x) = x − ln x 的单调区间和极值。',
                  steps: [
                    '定义域为 (0, +∞)，求导：f′(x) = 1 − 1/x = (x − 1)/x。',
                    '当 0 < x < 1 时 f′(x) < 0；当 x > 1 时 f′(x) > 0。',
                    '所以 f(x) 在 (0, 1) 上递减，在 (1, +∞) 上递增。',
                    'x = 1 处左减右增，取得极小值 f(1) = 1 − ln 1 = 1，没有极大值。',
                  ],
                },
              ],
            },
            exercises: [
              {
                id: 'senior-math-derivative-monotonicity-1',
                kind: 'single',
                prompt: '函数 f(x) = x² − 4x + 3 的单调递减区间是（　）。',
                options: ['(2, +∞)', '(−∞, 2)', '(−∞, 3)', '(1, 3)'],
                answer: 1,
                explanation: ['求导：f′(x) = 2x − 4。', '令 f′(x) < 0，得 x < 2。', '所以单调递减区间是 (−∞, 2)，选 B。'],
              },
              {
                id: 'senior-math-derivative-monotonicity-2',
                kind: 'single',
                prompt: '函数 f(x) = x³ − 12x 的极大值点是（　）。',
                options: ['x = 2', 'x = 0', 'x = −2', 'x = 12'],
                answer: 2,
                explanation: [
                  'f′(x) = 3x² − 12 = 3(x + 2)(x − 2)，令 f′(x) = 0 得 x = −2 或 x = 2。',
                  '当 x < −2 时 f′(x) > 0，当 −2 < x < 2 时 f′(x) < 0，当 x > 2 时 f′(x) > 0。',
                  'x = −2 处左增右减，是极大值点（x = 2 是极小值点）。选 C。',
                ],
              },
              {
                id: 'senior-math-derivative-monotonicity-3',
                kind: 'single',
                prompt: '函数 f(x) = eˣ − x 的单调递增区间是（　）。',
                options: ['(0, +∞)', '(−∞, 0)', '(1, +∞)', '(−∞, +∞)'],
                answer: 0,
                explanation: [
                  '求导：f′(x) = eˣ − 1。',
                  '令 f′(x) > 0，即 eˣ > 1 = e⁰，因为 y = eˣ 递增，所以 x > 0。',
                  '单调递增区间是 (0, +∞)，选 A。',
                ],
              },
              {
                id: 'senior-math-derivative-monotonicity-4',
                kind: 'multiple',
                prompt: '下列函数中，在 (0, +∞) 上单调递增的有（　）。',
                options: ['y = x³ + x', 'y = ln x − x', 'y = eˣ', 'y = x + 1/x', 'y = x²'],
                answer: [0, 2, 4],
                explanation: [
                  'y = x³ + x：y′ = 3x² + 1 > 0；y = eˣ：y′ = eˣ > 0；y = x²：y′ = 2x > 0（x > 0）。这三个都递增。',
                  'y = ln x − x：y′ = 1/x − 1，当 x > 1 时 y′ < 0，不是一直递增。',
                  'y = x + 1/x：y′ = 1 − 1/x²，当 0 < x < 1 时 y′ < 0，也不是一直递增。所以选 A、C、E。',
                ],
              },
              {
                id: 'senior-math-derivative-monotonicity-5',
                kind: 'fill',
                prompt: '函数 f(x) = x³ − 3x 的极小值为 ____。',
                answer: ['−2', '-2'],
                explanation: [
                  'f′(x) = 3x² − 3，令 f′(x) = 0，得 x = −1 或 x = 1。',
                  '在 x = 1 左侧（−1 < x < 1）f′(x) < 0，右侧（x > 1）f′(x) > 0，所以 x = 1 是极小值点。',
                  '极小值 f(1) = 1 − 3 = −2。',
                ],
              },
              {
                id: 'senior-math-derivative-monotonicity-6',
                kind: 'truefalse',
                prompt: '若 f′(x₀) = 0，则 x₀ 一定是函数 f(x) 的极值点。',
                answer: false,
                explanation: [
                  '极值点要求导数在 x₀ 两侧变号。',
                  '反例：f(x) = x³，f′(0) = 0，但 f′(x) = 3x² 在 0 的两侧都大于等于 0，函数一直递增，x = 0 不是极值点。',
                  '所以 f′(x₀) = 0 只是必要条件，说法错误。',
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  // ─── 语文 ───────────────────────────────────────────────────────────────
  {
    stage: 'senior',
    subject: '语文',
    units: [
      {
        id: 'senior-chinese-u1',
        title: '语言文字运用',
        knowledgePoints: [
          {
            id: 'senior-chinese-idiom-usage',
            title: '成语运用',
            grade: '高一',
            lesson: {
              title: '正确使用成语：先弄懂本义，再看语境',
              minutes: 10,
              paragraphs: [
                '成语是长期沿用、结构固定的短语，意思往往不是字面相加。判断成语用得对不对，第一步是弄清它的准确含义，第二步是放回句子里看是否贴合语境。',
                '常见的误用类型有：① 望文生义，如“差强人意”是“大体上还能使人满意”，不是“不能让人满意”；“七月流火”指农历七月大火星西沉、天气转凉，不能形容天气炎热。② 褒贬误用，如“处心积虑”“沆瀣一气”是贬义词，不能用来夸人。③ 对象误用，如“美轮美奂”形容建筑物高大华美，“炙手可热”形容权势大、气焰盛，不能形容商品热销。④ 谦敬错位，如“抛砖引玉”是谦辞，只能说自己。⑤ 语义重复或前后矛盾。',
                '做题时可以按“含义—对象—色彩—搭配—前后文”的顺序逐项检查，把成语换成它的解释代入句子读一读，通常就能看出问题。',
              ],
              examples: [
                {
                  problem: '判断：“这部小说情节跌宕起伏，人物形象鲜明，读来让人差强人意。”成语使用是否恰当？',
                  steps: [
                    '“差强人意”的意思是“大体上还能使人满意”，程度只是“还可以”。',
                    '句子前文“情节跌宕起伏，人物形象鲜明”是高度赞扬，需要表达“非常满意”。',
                    '用“差强人意”与语境不符，属于望文生义式的误用，使用不恰当。',
                  ],
                },
                {
                  problem: '判断：“七月流火，骄阳似火，同学们在操场上坚持军训。”成语使用是否恰当？',
                  steps: [
                    '“七月流火”出自《诗经》，指农历七月大火星向西下沉，天气逐渐转凉。',
                    '句子用它形容天气炎热，把“火”理解成了炎热，意思正好相反。',
                    '所以使用不恰当。',
                  ],
                },
              ],
            },
            exercises: [
              {
                id: 'senior-chinese-idiom-usage-1',
                kind: 'single',
                prompt: '下列各句中，引号内成语使用恰当的一项是（　）。',
                options: [
                  '这部新上映的电影情节精彩，真是一部“不刊之论”。',
                  '小明做事总是“首鼠两端”，一下定决心就立刻行动。',
                  '这位老科学家几十年如一日，“孜孜不倦”地钻研学问。',
                  '他俩性格相投，经常一起讨论学习问题，真可谓“沆瀣一气”。',
                ],
                answer: 2,
                explanation: [
                  'A 项“不刊之论”指不能改动、不可磨灭的言论，不能用来形容电影；B 项“首鼠两端”指犹豫不决、动摇不定，与“一下定决心就立刻行动”矛盾。',
                  'D 项“沆瀣一气”比喻臭味相投的人勾结在一起，是贬义词，不能形容好朋友一起学习。',
                  'C 项“孜孜不倦”指勤奋努力、不知疲倦，用来形容老科学家钻研学问恰当。选 C。',
                ],
              },
              {
                id: 'senior-chinese-idiom-usage-2',
                kind: 'single',
                prompt: '下列各句中，引号内成语使用不恰当的一项是（　）。',
                options: [
                  '这篇文章结构严谨、文笔优美，读来让人“爱不释手”。',
                  '几位老朋友多年未见，一见面便“促膝长谈”到深夜。',
                  '这座城市的夜景灯火辉煌，游人们看得“目不暇接”。',
                  '他的书法作品水平一般，只能算得上“美轮美奂”。',
                ],
                answer: 3,
                explanation: [
                  'A 项“爱不释手”指喜爱得舍不得放下，B 项“促膝长谈”指坐得很近、长时间地交谈，C 项“目不暇接”指东西太多、眼睛看不过来，都使用恰当。',
                  'D 项“美轮美奂”形容建筑物高大华美，对象不对；而且它是高度赞美，与“水平一般”矛盾。',
                  '所以使用不恰当的是 D。',
                ],
              },
              {
                id: 'senior-chinese-idiom-usage-3',
                kind: 'single',
                prompt: '成语“差强人意”的正确含义是（　）。',
                options: ['大体上还能使人满意', '很不能让人满意', '比别人强一些', '勉强完成了任务'],
                answer: 0,
                explanation: [
                  '“差”是“稍微、比较”的意思，“强”是“振奋”，“差强人意”原指还算能振奋人的意志。',
                  '现在用来表示“大体上还能使人满意”。',
                  '它常被误解为“不能让人满意”，所以选 A。',
                ],
              },
              {
                id: 'senior-chinese-idiom-usage-4',
                kind: 'multiple',
                prompt: '下列各句中，引号内成语使用恰当的有（　）。',
                options: [
                  '对待别人的缺点，我们不应“求全责备”，而要多看到对方的长处。',
                  '面对敌人的威逼利诱，他“大义凛然”，毫不动摇。',
                  '经过一番“处心积虑”的准备，他终于在比赛中夺得冠军。',
                  '这家小店的生意“门可罗雀”，顾客天天排起长队。',
                  '他的发言“言简意赅”，几句话就把问题说清楚了。',
                ],
                answer: [0, 1, 4],
                explanation: [
                  'A 项“求全责备”指对人对事要求十全十美；B 项“大义凛然”形容为了正义而威严不可侵犯；E 项“言简意赅”指言语简练而意思完备。三句都使用恰当。',
                  'C 项“处心积虑”指蓄谋已久、千方百计地算计，是贬义词，不能用于正当的比赛准备。',
                  'D 项“门可罗雀”形容门庭冷落、来客稀少，与“排起长队”矛盾。所以选 A、B、E。',
                ],
              },
              {
                id: 'senior-chinese-idiom-usage-5',
                kind: 'fill',
                prompt: '比喻用自己粗浅的意见引出别人高明的意见，常用作谦辞的四字成语是“____”。',
                answer: ['抛砖引玉'],
                explanation: [
                  '“砖”比喻自己粗浅的意见，“玉”比喻别人高明的意见。',
                  '这个成语是“抛砖引玉”，是谦辞，只能用于说自己，不能用来说别人。',
                ],
              },
              {
                id: 'senior-chinese-idiom-usage-6',
                kind: 'truefalse',
                prompt: '“七月流火”可以用来形容盛夏时节天气炎热。',
                answer: false,
                explanation: [
                  '“七月流火”出自《诗经·豳风·七月》，“火”指大火星，“流”指向西下沉。',
                  '它的意思是农历七月以后大火星西沉，天气开始转凉。',
                  '用来形容天气炎热是望文生义，说法错误。',
                ],
              },
            ],
          },
          {
            id: 'senior-chinese-faulty-sentences',
            title: '病句辨析',
            grade: '高一',
            lesson: {
              title: '辨析病句的六种类型',
              minutes: 12,
              paragraphs: [
                '常见病句分为六类：语序不当、搭配不当、成分残缺或赘余、结构混乱、表意不明、不合逻辑。辨析病句最有效的方法是“紧缩主干”：先找出句子的主语、谓语、宾语，看主干是否通顺、是否搭配。',
                '几种高频病例要熟悉：① “通过……使……”“在……下，使……”，介词短语加“使”让句子缺少主语；② “能否……是……的关键”这类“两面对一面”，前面有“能、否”两方面，后面只有一方面；③ 多项并列时语序不合逻辑，如“发现并克服”不能说成“克服并发现”；④ 意思重复，如“大约……左右”“凯旋而归”；⑤ 主谓或动宾搭配不当，如“品质浮现”“提高方法”。',
                '判断完后，试着说出修改方法（删、补、换、调），能帮助确认自己的判断是对的。',
              ],
              examples: [
                {
                  problem: '辨析并修改：“通过这次活动，使我们开阔了眼界。”',
                  steps: [
                    '找主干：“通过这次活动”是介词短语，不能作主语；“使我们开阔了眼界”缺少发出“使”的主语。',
                    '病因：成分残缺（缺主语）。',
                    '修改：删去“通过”，改为“这次活动使我们开阔了眼界”；或删去“使”，改为“通过这次活动，我们开阔了眼界”。',
                  ],
                },
                {
                  problem: '辨析并修改：“能否保持良好的心态，是考试取得好成绩的关键。”',
                  steps: [
                    '前半句“能否”包含“能”和“不能”两个方面。',
                    '后半句“取得好成绩”只有一个方面，前后不对应，属于“两面对一面”。',
                    '修改：删去“能否”，改为“保持良好的心态，是考试取得好成绩的关键”。',
                  ],
                },
              ],
            },
            exercises: [
              {
                id: 'senior-chinese-faulty-sentences-1',
                kind: 'single',
                prompt: '下列各句中，没有语病的一项是（　）。',
                options: [
                  '在老师的耐心帮助下，使他的成绩有了很大提高。',
                  '我们要不断提高和改进学习方法。',
                  '同学们以饱满的热情投入到紧张的复习中去。',
                  '我们一定要发扬和继承中华民族的优良传统。',
                ],
                answer: 2,
                explanation: [
                  'A 项“在……下，使……”导致句子缺少主语，应删去“使”。',
                  'B 项“提高”与“学习方法”不能搭配，属于搭配不当；D 项应先“继承”再“发扬”，属于语序不当。',
                  'C 项主干“同学们投入到复习中去”通顺完整，没有语病。选 C。',
                ],
              },
              {
                id: 'senior-chinese-faulty-sentences-2',
                kind: 'single',
                prompt: '下列各句中，语病属于“搭配不当”的一项是（　）。',
                options: [
                  '他那崇高的革命品质，经常浮现在我的脑海中。',
                  '通过这次讲座，使我们受到了很大的启发。',
                  '我们要认真克服并随时发现学习中的不足。',
                  '大约有三百人左右参加了这次志愿活动。',
                ],
                answer: 0,
                explanation: [
                  'A 项主干是“品质浮现”，“品质”是抽象的，不能“浮现”，应改为“形象”，属于主谓搭配不当。',
                  'B 项缺少主语，属于成分残缺；C 项应先“发现”后“克服”，属于语序不当；D 项“大约”和“左右”重复，属于成分赘余。',
                  '所以选 A。',
                ],
              },
              {
                id: 'senior-chinese-faulty-sentences-3',
                kind: 'single',
                prompt: '“能否坚持体育锻炼，是身体健康的重要保证。”这句话的语病是（　）。',
                options: ['语序不当', '两面对一面', '成分残缺', '表意不明'],
                answer: 1,
                explanation: [
                  '“能否坚持”包含“能坚持”和“不能坚持”两个方面。',
                  '“是身体健康的重要保证”只对应“能坚持”这一个方面，“不能坚持”不可能是健康的保证。',
                  '这是典型的“两面对一面”，应删去“能否”。选 B。',
                ],
              },
              {
                id: 'senior-chinese-faulty-sentences-4',
                kind: 'multiple',
                prompt: '下列各句中，有语病的有（　）。',
                options: [
                  '通过老师的讲解，使我明白了这道题的解法。',
                  '这次比赛取得的好成绩，是全体队员团结协作、刻苦训练的结果。',
                  '我们要认真克服并随时发现学习中的不足。',
                  '大约有三百人左右参加了这次志愿活动。',
                  '阅读经典名著，可以丰富我们的精神世界。',
                ],
                answer: [0, 2, 3],
                explanation: [
                  'A 项“通过……使……”造成缺少主语；C 项“克服”与“发现”语序颠倒；D 项“大约”与“左右”语义重复。这三句有语病。',
                  'B 项主干“好成绩是结果”搭配得当；E 项主干“阅读经典名著可以丰富精神世界”通顺。这两句没有语病。',
                  '所以选 A、C、D。',
                ],
              },
              {
                id: 'senior-chinese-faulty-sentences-5',
                kind: 'fill',
                prompt: '句子“大约有三百人左右参加了这次活动”中，“大约”和“____”语义重复，应删去其中一个。',
                answer: ['左右'],
                explanation: ['“大约”和“左右”都表示估计的、不确定的数量。', '两个词同时使用造成语义重复，属于成分赘余，删去其中一个即可。'],
              },
              {
                id: 'senior-chinese-faulty-sentences-6',
                kind: 'truefalse',
                prompt: '“我们要认真克服并随时发现学习中的不足”一句的毛病是语序不当，应先“发现”再“克服”。',
                answer: true,
                explanation: [
                  '按照事理，总是先发现不足，然后才能克服不足。',
                  '原句把“克服”放在“发现”前面，不合事理顺序，属于语序不当。',
                  '应改为“随时发现并认真克服”，说法正确。',
                ],
              },
            ],
          },
          {
            id: 'senior-chinese-rhetoric',
            title: '修辞手法',
            grade: '高一',
            lesson: {
              title: '常见修辞手法的辨识',
              minutes: 10,
              paragraphs: [
                '高中常考的修辞手法有：比喻（本体、喻体之间有相似点，分明喻、暗喻、借喻）、比拟（拟人、拟物）、借代（不直接说出本体，用与它相关的事物代替）、夸张、对偶、排比、设问、反问、对比、反复等。',
                '两组容易混淆的修辞要特别注意：① 比喻和借代：比喻重在“相似”，借代重在“相关”。“朱门酒肉臭”中“朱门”用富贵人家的标志性特征（红漆大门）代替富贵人家，是借代。② 设问和反问：设问是自问自答，为了引起注意；反问是无疑而问，答案就在问句之中，语气更强烈。',
                '答题时先指出修辞手法，再结合句子说明写出了什么、有什么效果，例如“运用比喻，把……比作……，形象生动地写出了……”。',
              ],
              examples: [
                {
                  problem: '分析李煜《虞美人》“问君能有几多愁？恰似一江春水向东流”的修辞手法。',
                  steps: [
                    '前一句提出问题，后一句自己作答，是设问，引起读者注意。',
                    '后一句把抽象的“愁”比作“一江春水向东流”，是比喻。',
                    '效果：化抽象为具体，写出愁思之多、之深、连绵不断。',
                  ],
                },
                {
                  problem: '分析杜甫“朱门酒肉臭，路有冻死骨”中“朱门”的修辞手法。',
                  steps: [
                    '“朱门”是红漆大门，是古代富贵人家住宅的特征。',
                    '诗人用这一特征代替富贵人家，本体并没有出现，两者是相关关系而非相似关系。',
                    '所以是借代；同时，两句把贵族的奢侈与穷人的悲惨并列，还运用了对比。',
                  ],
                },
              ],
            },
            exercises: [
              {
                id: 'senior-chinese-rhetoric-1',
                kind: 'single',
                prompt: '王维诗句“大漠孤烟直，长河落日圆”主要运用的修辞手法是（　）。',
                options: ['比喻', '对偶', '夸张', '借代'],
                answer: 1,
                explanation: [
                  '“大漠”对“长河”，“孤烟”对“落日”，“直”对“圆”，上下两句字数相等、结构相同、词性相对。',
                  '这正是对偶的特征，句中没有喻体、代称或夸大的说法。',
                  '所以选 B。',
                ],
              },
              {
                id: 'senior-chinese-rhetoric-2',
                kind: 'single',
                prompt: '下列诗句中，运用了借代手法的一项是（　）。',
                options: [
                  '飞流直下三千尺，疑是银河落九天。',
                  '桃花潭水深千尺，不及汪伦送我情。',
                  '蜀道之难，难于上青天。',
                  '朱门酒肉臭，路有冻死骨。',
                ],
                answer: 3,
                explanation: [
                  'A 项“三千尺”是夸张，“疑是银河落九天”把瀑布比作银河；B 项“深千尺”是夸张；C 项“难于上青天”是夸张。',
                  'D 项用“朱门”（红漆大门）这一特征代替富贵人家，是借代。',
                  '所以选 D。',
                ],
              },
              {
                id: 'senior-chinese-rhetoric-3',
                kind: 'single',
                prompt: '曹操《短歌行》“何以解忧？唯有杜康”中，“杜康”指代酒，这里运用的修辞手法是（　）。',
                options: ['比喻', '拟人', '借代', '夸张'],
                answer: 2,
                explanation: [
                  '杜康相传是最早造酒的人。',
                  '诗人用造酒人的名字代替“酒”，两者是相关关系，不是相似关系。',
                  '所以是借代，选 C。',
                ],
              },
              {
                id: 'senior-chinese-rhetoric-4',
                kind: 'multiple',
                prompt: '下列句子中，运用了比喻手法的有（　）。',
                options: [
                  '大弦嘈嘈如急雨，小弦切切如私语。',
                  '乱石穿空，惊涛拍岸，卷起千堆雪。',
                  '朱门酒肉臭，路有冻死骨。',
                  '蜀道之难，难于上青天。',
                  '同学们像一群快乐的小鸟，在操场上奔跑。',
                ],
                answer: [0, 1, 4],
                explanation: [
                  'A 项用“如”把粗弦、细弦的声音比作急雨和私语，是明喻；B 项“千堆雪”直接用雪代替白色的浪花，是借喻；E 项用“像”把同学们比作小鸟，是明喻。',
                  'C 项是借代和对比；D 项是夸张，都不是比喻。',
                  '所以选 A、B、E。',
                ],
              },
              {
                id: 'senior-chinese-rhetoric-5',
                kind: 'fill',
                prompt: '反问是无疑而问，答案就在问句之中；而自问自答、用来引起读者注意的修辞手法叫做____。',
                answer: ['设问'],
                explanation: [
                  '先提出问题再自己回答，目的是引起注意、引发思考，这种修辞是设问。',
                  '它和反问的区别在于：设问有答，反问不需要回答。',
                ],
              },
              {
                id: 'senior-chinese-rhetoric-6',
                kind: 'truefalse',
                prompt: '岑参诗句“忽如一夜春风来，千树万树梨花开”把树枝上的积雪比作盛开的梨花，运用了比喻。',
                answer: true,
                explanation: [
                  '这两句写的是北方塞外八月的大雪，树枝挂满了白雪。',
                  '诗人用“如”引出想象，把满树白雪比作一夜之间盛开的梨花，本体和喻体有“洁白、繁密”的相似点。',
                  '所以运用了比喻，说法正确。',
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'senior-chinese-u2',
        title: '古代诗歌',
        knowledgePoints: [
          {
            id: 'senior-chinese-poetry-recitation',
            title: '古诗文默写',
            grade: '高一',
            lesson: {
              title: '名篇名句默写：理解着记，一字不差',
              minutes: 8,
              paragraphs: [
                '古诗文默写分为直接默写（给出上句写下句）和理解性默写（根据题干描述写出相应句子）。两种题都要求一字不差，写错、漏写、多写一个字都不得分。',
                '记诵时要先理解诗句的意思，再把上下句连起来记，不要孤立地背一句。理解性默写要抓住题干中的关键词，比如“表现积累重要性的句子”“写景的名句”，再到记忆中对号入座。',
                '特别留意同音字和形近字。例如《登高》“无边落木萧萧下”的“萧萧”不能写成“箫箫”；《劝学》“锲而不舍，金石可镂”的“锲”“镂”；《赤壁赋》“渺沧海之一粟”的“沧”不能写成“苍”。',
              ],
              examples: [
                {
                  problem: '荀子《劝学》中，用比喻说明学习要靠积累的句子是：“故不积跬步，____；不积小流，____。”',
                  steps: [
                    '抓住题干关键词“积累”，回忆《劝学》第二段中“积土成山”一组比喻。',
                    '写出句子：“故不积跬步，无以至千里；不积小流，无以成江海。”',
                    '检查易错字：“跬”是足字旁，“无以”不要写成“无已”。',
                  ],
                },
                {
                  problem: '杜甫《登高》中，描写落叶与江水、表现秋景壮阔的一联是什么？',
                  steps: [
                    '题干关键词是“落叶”“江水”，对应颔联。',
                    '写出句子：“无边落木萧萧下，不尽长江滚滚来。”',
                    '检查易错字：“萧萧”是草字头，形容落叶的声音。',
                  ],
                },
              ],
            },
            exercises: [
              {
                id: 'senior-chinese-poetry-recitation-1',
                kind: 'single',
                prompt: '苏轼《念奴娇·赤壁怀古》开篇：“大江东去，浪淘尽，____。”横线处应填（　）。',
                options: ['一时多少豪杰', '千古风流人物', '人道是、三国周郎赤壁', '乱石穿空'],
                answer: 1,
                explanation: [
                  '词的开篇三句是“大江东去，浪淘尽，千古风流人物”。',
                  '“一时多少豪杰”是上阕末句，“人道是、三国周郎赤壁”“乱石穿空”都在上阕中间。',
                  '所以选 B。',
                ],
              },
              {
                id: 'senior-chinese-poetry-recitation-2',
                kind: 'single',
                prompt: '杜甫《登高》：“万里悲秋常作客，____。”横线处应填（　）。',
                options: ['无边落木萧萧下', '艰难苦恨繁霜鬓', '百年多病独登台', '潦倒新停浊酒杯'],
                answer: 2,
                explanation: [
                  '《登高》颈联是“万里悲秋常作客，百年多病独登台”。',
                  '“万里”对“百年”，“悲秋”对“多病”，“常作客”对“独登台”，对仗工整，可以帮助记忆。',
                  '所以选 C。',
                ],
              },
              {
                id: 'senior-chinese-poetry-recitation-3',
                kind: 'single',
                prompt: '荀子《劝学》：“锲而舍之，朽木不折；____。”横线处书写完全正确的是（　）。',
                options: ['契而不舍，金石可镂', '锲而不舍，金石可楼', '锲而不舍，金石可缕', '锲而不舍，金石可镂'],
                answer: 3,
                explanation: [
                  '原句是“锲而舍之，朽木不折；锲而不舍，金石可镂”，意思是不停地刻下去，金属和石头也能雕刻成功。',
                  '“锲”是金字旁，意为用刀刻；“镂”也是金字旁，意为雕刻。',
                  'A 项“契”、B 项“楼”、C 项“缕”都写错了，选 D。',
                ],
              },
              {
                id: 'senior-chinese-poetry-recitation-4',
                kind: 'multiple',
                prompt: '下列名句书写完全正确的有（　）。',
                options: [
                  '寄蜉蝣于天地，渺沧海之一粟。',
                  '无边落木箫箫下，不尽长江滚滚来。',
                  '青，取之于蓝，而青于蓝。',
                  '安能摧眉拆腰事权贵，使我不得开心颜。',
                  '舞幽壑之潜蛟，泣孤舟之嫠妇。',
                ],
                answer: [0, 2, 4],
                explanation: [
                  'A、E 出自苏轼《赤壁赋》，C 出自荀子《劝学》，书写都正确。',
                  'B 项出自杜甫《登高》，“萧萧”形容落叶声，应是草字头的“萧”，不是乐器“箫”。',
                  'D 项出自李白《梦游天姥吟留别》，“折腰”的“折”写成了“拆”。所以选 A、C、E。',
                ],
              },
              {
                id: 'senior-chinese-poetry-recitation-5',
                kind: 'fill',
                prompt: '苏轼《赤壁赋》：“哀吾生之须臾，____。”',
                answer: ['羡长江之无穷'],
                explanation: ['这两句写客人感叹人生短暂、羡慕江水无穷无尽。', '“须臾”（片刻）与“无穷”相对，下句是“羡长江之无穷”。'],
              },
              {
                id: 'senior-chinese-poetry-recitation-6',
                kind: 'truefalse',
                prompt: '杜甫《登高》“艰难苦恨繁霜鬓”中的“繁”字，写成“烦”也算正确。',
                answer: false,
                explanation: [
                  '“繁霜鬓”意思是鬓发像浓霜一样白而且多，“繁”是“多”的意思。',
                  '写成“烦”就变成了“烦恼”，意思不同，属于错别字。',
                  '默写要求一字不差，说法错误。',
                ],
              },
            ],
          },
          {
            id: 'senior-chinese-poetry-appreciation',
            title: '诗歌鉴赏（表现手法）',
            grade: '高二',
            lesson: {
              title: '古代诗歌的意象与表现手法',
              minutes: 12,
              paragraphs: [
                '意象是融入了作者情感的景物。许多意象在诗词中有比较固定的含义：“柳”谐音“留”，常表示离别、留恋；明月常寄托思乡怀人；菊花象征高洁、隐逸；梅花象征坚贞、高洁；鸿雁常与思乡、书信相关；猿啼、杜鹃啼叫多表现悲凉哀伤。',
                '常见表现手法：借景抒情（情景交融）、托物言志（借咏物表达自己的志向品格）、用典（引用历史故事或前人诗句）、动静结合、虚实结合、衬托与对比、以乐景写哀情（用美好的景色反衬哀伤，使哀情更突出）。',
                '鉴赏题答题三步：① 准确指出手法；② 结合诗句具体分析；③ 说明表达效果或表达了什么情感。',
              ],
              examples: [
                {
                  problem: '分析杜甫《登高》首联“风急天高猿啸哀，渚清沙白鸟飞回”的表现手法。',
                  steps: [
                    '手法：借景抒情（情景交融）。',
                    '分析：诗人选取急风、高天、哀啼的猿、清冷的小洲、白沙、盘旋的飞鸟等意象，描绘出萧瑟凄清的秋江景色。',
                    '效果：景中含情，为全诗奠定悲凉的基调，表现诗人漂泊异乡、年老多病的悲秋之情。',
                  ],
                },
                {
                  problem: '辛弃疾《永遇乐·京口北固亭怀古》结尾“凭谁问：廉颇老矣，尚能饭否？”运用了什么手法？',
                  steps: [
                    '手法：用典。',
                    '分析：战国名将廉颇年老时，赵王派人看他还能不能打仗；词人以廉颇自比。',
                    '效果：含蓄地表达了自己虽已年老仍渴望为国效力、却不被重用的悲愤。',
                  ],
                },
              ],
            },
            exercises: [
              {
                id: 'senior-chinese-poetry-appreciation-1',
                kind: 'single',
                prompt: '王维《山居秋暝》“明月松间照，清泉石上流”主要运用的表现手法是（　）。',
                options: ['动静结合', '用典', '托物言志', '以乐景写哀情'],
                answer: 0,
                explanation: [
                  '“明月松间照”写月光静静地洒在松林间，是静景；“清泉石上流”写泉水在石上流淌，是动景。',
                  '一静一动相互映衬，写出山间秋夜的清幽明净。',
                  '诗句没有引用典故，也不是借物写志或反衬哀情，所以选 A。',
                ],
              },
              {
                id: 'senior-chinese-poetry-appreciation-2',
                kind: 'single',
                prompt: '陆游《卜算子·咏梅》“零落成泥碾作尘，只有香如故”主要运用的表现手法是（　）。',
                options: ['借景抒情', '动静结合', '托物言志', '虚实结合'],
                answer: 2,
                explanation: [
                  '词句写梅花即使凋落、被碾成尘土，香气依旧不变。',
                  '词人借梅花的坚贞品格，表达自己虽遭打击排挤，仍坚守节操、矢志不渝的志向。',
                  '借咏物来表达志向品格，是托物言志，选 C。',
                ],
              },
              {
                id: 'senior-chinese-poetry-appreciation-3',
                kind: 'single',
                prompt: '辛弃疾《永遇乐·京口北固亭怀古》中“凭谁问：廉颇老矣，尚能饭否？”运用的主要手法是（　）。',
                options: ['对比', '托物言志', '动静结合', '用典'],
                answer: 3,
                explanation: [
                  '句子引用了战国时赵国名将廉颇年老仍想为国出力的历史故事。',
                  '词人以廉颇自比，表达老当益壮、渴望报国却无人过问的悲愤。',
                  '引用历史故事表情达意，是用典，选 D。',
                ],
              },
              {
                id: 'senior-chinese-poetry-appreciation-4',
                kind: 'multiple',
                prompt: '下列古诗词常见意象与其常寓含的情感，对应恰当的有（　）。',
                options: ['杨柳——离别、留恋', '菊花——高洁、隐逸', '猿啼——欢快、喜悦', '杜鹃啼叫——喜庆、团圆', '鸿雁——思乡、书信'],
                answer: [0, 1, 4],
                explanation: [
                  '“柳”谐音“留”，古人有折柳送别的习俗，表示离别留恋；菊花因陶渊明等人的吟咏，象征高洁、隐逸；鸿雁传书，常表达思乡怀人。A、B、E 恰当。',
                  '猿的啼声凄厉，如“风急天高猿啸哀”，多表现悲凉；杜鹃啼声哀切，传说“啼血”，多表现哀怨、思归。C、D 不恰当。',
                  '所以选 A、B、E。',
                ],
              },
              {
                id: 'senior-chinese-poetry-appreciation-5',
                kind: 'fill',
                prompt: '古诗词中，“____”谐音“留”，常用来表达离别时依依不舍的情感。（填一个字）',
                answer: ['柳'],
                explanation: [
                  '“柳”与“留”读音相近，古人送别时有折柳相赠的习俗，表示挽留。',
                  '所以杨柳常寄托离别之情，如“今宵酒醒何处？杨柳岸，晓风残月”。',
                ],
              },
              {
                id: 'senior-chinese-poetry-appreciation-6',
                kind: 'truefalse',
                prompt: '“以乐景写哀情”是指用美好欢乐的景物来反衬哀伤的情感，使哀情更加突出。',
                answer: true,
                explanation: [
                  '这种手法属于反衬：景物越美好，越能反衬出人物内心的哀伤。',
                  '例如杜甫《绝句》“江碧鸟逾白，山青花欲燃。今春看又过，何日是归年”，前两句春景明丽，反衬出诗人客居他乡、归期无望的愁苦。',
                  '说法正确。',
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'senior-chinese-u3',
        title: '文言文阅读',
        knowledgePoints: [
          {
            id: 'senior-chinese-classical-word-meaning',
            title: '文言词语（古今异义）',
            grade: '高一',
            lesson: {
              title: '文言文中的古今异义词',
              minutes: 10,
              paragraphs: [
                '古今异义是指同一个词在古代汉语和现代汉语中意思不同。读文言文时如果用今天的意思去理解，就会读错。',
                '古今异义主要有几种情况：① 词义扩大，如“江”古代多专指长江，今泛指大河；② 词义缩小，如“妻子”古代指妻子和儿女，今只指妻；③ 词义转移，如“走”古代是“跑”，今是“行走”；④ 感情色彩变化，如“卑鄙”古代指地位低微、见识短浅，今指品质恶劣；⑤ 古代两个单音词，今天变成了一个双音词，如“所以”“以为”“从而”“非常”“学者”等。',
                '辨析方法：把现代意思代入原句，读不通或意思不对，就要考虑古义；特别留意那些看起来和现代汉语一模一样的双音词。',
              ],
              examples: [
                {
                  problem: '解释韩愈《师说》“古之学者必有师”中“学者”的意思。',
                  steps: [
                    '现代汉语“学者”指有专门学问的人。',
                    '代入原句：“古代有专门学问的人一定有老师”，不符合文意，因为文章讲的是求学要从师。',
                    '所以古义是“求学的人”，属于古今异义。',
                  ],
                },
                {
                  problem: '解释《鸿门宴》“所以遣将守关者，备他盗之出入与非常也”中“非常”的意思。',
                  steps: [
                    '现代汉语“非常”是副词，意思是“十分”。',
                    '原句中“非常”与“他盗之出入”并列，作“备”的宾语，是名词性的。',
                    '所以古义是“意外的变故”，属于古今异义。',
                  ],
                },
              ],
            },
            exercises: [
              {
                id: 'senior-chinese-classical-word-meaning-1',
                kind: 'single',
                prompt: '《鸿门宴》“所以遣将守关者，备他盗之出入与非常也”中，“非常”的意思是（　）。',
                options: ['十分、很', '意外的变故', '不平常的', '非正常死亡'],
                answer: 1,
                explanation: [
                  '“非常”与“他盗之出入”并列，都是“备”（防备）的对象，应是名词。',
                  '结合语境，守关是为了防备其他盗贼出入和意外的变故。',
                  '古义是“意外的变故”，与今义“十分”不同，选 B。',
                ],
              },
              {
                id: 'senior-chinese-classical-word-meaning-2',
                kind: 'single',
                prompt: '韩愈《师说》“古之学者必有师”中，“学者”的意思是（　）。',
                options: ['有专门学问的人', '读书做官的人', '学校里的老师', '求学的人'],
                answer: 3,
                explanation: [
                  '《师说》论述的是求学的人应当从师学习。',
                  '句意是：古代求学的人一定有老师。',
                  '“学者”古义为“求学的人”，今义为“有专门学问的人”，选 D。',
                ],
              },
              {
                id: 'senior-chinese-classical-word-meaning-3',
                kind: 'single',
                prompt: '荀子《劝学》“君子博学而日参省乎己”中，“博学”的意思是（　）。',
                options: ['广泛地学习', '学识渊博', '获得博士学位', '专门研究学问'],
                answer: 0,
                explanation: [
                  '“博学”与“日参省乎己”（每天检查反省自己）并列，都是君子的行为，应理解为动作。',
                  '“博”是广泛，“学”是学习，“博学”即“广泛地学习”。',
                  '今义“学识渊博”是形容词，古今不同，选 A。',
                ],
              },
              {
                id: 'senior-chinese-classical-word-meaning-4',
                kind: 'multiple',
                prompt: '下列句中引号内的词，属于古今异义的有（　）。',
                options: [
                  '《师说》“吾从而师之”中的“从而”',
                  '《琵琶行》“老大嫁作商人妇”中的“老大”',
                  '《劝学》“吾尝终日而思矣”中的“终日”',
                  '《劝学》“蚓无爪牙之利”中的“爪牙”',
                  '《登高》“不尽长江滚滚来”中的“长江”',
                ],
                answer: [0, 1, 3],
                explanation: [
                  'A 项“从而”古义是“跟从（他）并且”，今义是表结果的连词；B 项“老大”古义是“年纪大了”，今义多指排行第一；D 项“爪牙”古义是“爪子和牙齿”，今义比喻坏人的帮凶。这三项都是古今异义。',
                  'C 项“终日”指整天，E 项“长江”指长江，古今意思相同。',
                  '所以选 A、B、D。',
                ],
              },
              {
                id: 'senior-chinese-classical-word-meaning-5',
                kind: 'fill',
                prompt: '“江”在古代汉语中常专指长江，在现代汉语中泛指大河，这种古今异义属于词义____。（填“扩大”“缩小”或“转移”）',
                answer: ['扩大'],
                explanation: ['古义“长江”只是一条江，今义“大河”包括了许多条江河，范围变大了。', '词义范围由小变大，属于词义扩大。'],
              },
              {
                id: 'senior-chinese-classical-word-meaning-6',
                kind: 'truefalse',
                prompt: '“卑鄙”在古文中可以指地位低微、见识短浅，与现代汉语中“品质恶劣”的意思不同。',
                answer: true,
                explanation: [
                  '诸葛亮《出师表》“先帝不以臣卑鄙”中，“卑”指地位低微，“鄙”指见识短浅，是自谦的说法。',
                  '现代汉语“卑鄙”是贬义词，指言行恶劣。',
                  '两者属于感情色彩变化的古今异义，说法正确。',
                ],
              },
            ],
          },
          {
            id: 'senior-chinese-function-words',
            title: '文言虚词（之、而、以）',
            grade: '高二',
            lesson: {
              title: '常见文言虚词“之”“而”“以”的用法',
              minutes: 12,
              paragraphs: [
                '“之”的主要用法：① 代词，代人或事物，如“青，取之于蓝”（之：它，指青）；② 结构助词“的”；③ 用在主语和谓语之间，取消句子独立性，不译，如“师道之不传也久矣”；④ 宾语前置的标志，如“句读之不知”；⑤ 定语后置的标志，如“蚓无爪牙之利，筋骨之强”；⑥ 动词“到、往”。',
                '“而”是连词，关键看它连接的前后两部分是什么关系：并列（和）、递进（并且）、承接（然后）、转折（但是、却）、修饰（连接状语和中心语，可不译）。例如“青，取之于蓝，而青于蓝”表转折；“吾尝终日而思矣”“顺风而呼”表修饰。',
                '“以”的常见用法：介词，表示“用、拿”“凭借”“因为”“把”；连词，表示目的“来、用来”。例如“以其无礼于晋”中“以”是“因为”；“作《师说》以贻之”中“以”是“来”。判断时把几个义项代入原句，选最通顺、最符合语境的一个。',
              ],
              examples: [
                {
                  problem: '说明《师说》“师道之不传也久矣”中“之”的用法。',
                  steps: [
                    '“师道不传也久矣”本身是一个主谓结构：主语“师道”，谓语“不传”。',
                    '“之”放在主语和谓语之间，使“师道之不传”变成一个短语，充当整个句子的主语。',
                    '所以“之”的作用是取消句子独立性，不用翻译。',
                  ],
                },
                {
                  problem: '说明《劝学》“青，取之于蓝，而青于蓝”中“而”的用法。',
                  steps: [
                    '前一部分说靛青是从蓝草中提取的，后一部分说它的颜色却比蓝草更深。',
                    '前后意思相反、出人意料。',
                    '所以“而”表转折，译为“却”。',
                  ],
                },
              ],
            },
            exercises: [
              {
                id: 'senior-chinese-function-words-1',
                kind: 'single',
                prompt: '《劝学》“蚓无爪牙之利，筋骨之强”中，“之”的用法是（　）。',
                options: ['代词，代指蚯蚓', '结构助词，定语后置的标志', '动词，到、往', '用在主谓之间，取消句子独立性'],
                answer: 1,
                explanation: [
                  '按现代汉语语序，这句是“蚓无锋利之爪牙、强健之筋骨”，“利”“强”是修饰“爪牙”“筋骨”的定语。',
                  '原句把定语放到中心语后面，用“之”连接，“之”是定语后置的标志。',
                  '所以选 B。',
                ],
              },
              {
                id: 'senior-chinese-function-words-2',
                kind: 'single',
                prompt: '《劝学》“青，取之于蓝，而青于蓝”中，“而”表示的关系是（　）。',
                options: ['并列', '承接', '修饰', '转折'],
                answer: 3,
                explanation: [
                  '前文说靛青从蓝草中提取，后文说它比蓝草更青。',
                  '出自蓝草却胜过蓝草，前后意思相反。',
                  '“而”表转折，可译为“却”，选 D。',
                ],
              },
              {
                id: 'senior-chinese-function-words-3',
                kind: 'single',
                prompt: '《烛之武退秦师》“以其无礼于晋，且贰于楚也”中，“以”的意思是（　）。',
                options: ['因为', '用', '凭借', '来'],
                answer: 0,
                explanation: [
                  '这句话说明晋、秦两国包围郑国的原因。',
                  '句意：因为郑国对晋国无礼，并且对晋国有二心而依附于楚国。',
                  '“以”是介词，表原因，意为“因为”，选 A。',
                ],
              },
              {
                id: 'senior-chinese-function-words-4',
                kind: 'multiple',
                prompt: '下列句子中，“而”表示修饰关系（连接状语和中心语）的有（　）。',
                options: ['吾尝终日而思矣', '吾尝跂而望矣', '青，取之于蓝，而青于蓝', '君子博学而日参省乎己', '顺风而呼，声非加疾也'],
                answer: [0, 1, 4],
                explanation: [
                  'A 项“终日”修饰“思”（整天地思考），B 项“跂”修饰“望”（踮起脚跟远望），E 项“顺风”修饰“呼”（顺着风呼喊），“而”都连接状语和中心语，表修饰。',
                  'C 项“而”表转折；D 项“博学”和“日参省乎己”是两件事，“而”表递进（并且）。',
                  '所以选 A、B、E。',
                ],
              },
              {
                id: 'senior-chinese-function-words-5',
                kind: 'fill',
                prompt: '韩愈《师说》“句读之不知，惑之不解”中，“之”是____前置的标志。（填句子成分）',
                answer: ['宾语'],
                explanation: [
                  '按正常语序应是“不知句读，不解惑”，“句读”“惑”分别是“知”“解”的宾语。',
                  '原句把宾语提到动词前面，用“之”作标志，所以“之”是宾语前置的标志。',
                ],
              },
              {
                id: 'senior-chinese-function-words-6',
                kind: 'truefalse',
                prompt: '《师说》“师道之不传也久矣”中的“之”用在主谓之间，取消句子独立性。',
                answer: true,
                explanation: [
                  '“师道不传”是主谓结构，“之”插在主语“师道”和谓语“不传”之间。',
                  '这样“师道之不传”就成为句子的主语，不再独立成句，“之”不译。',
                  '说法正确。',
                ],
              },
            ],
          },
          {
            id: 'senior-chinese-sentence-patterns',
            title: '文言特殊句式',
            grade: '高二',
            lesson: {
              title: '判断句、被动句与倒装句',
              minutes: 12,
              paragraphs: [
                '判断句：文言文一般不用“是”表判断，常见形式有“……者，……也”“……也”“……者也”，以及用“为”“乃”“则”“即”等词表判断。例如“廉颇者，赵之良将也”“师者，所以传道受业解惑也”。',
                '被动句：常用“为……所……”“见”“于”“受……于……”表示被动，例如“而君幸于赵王”（您被赵王宠幸）。也有没有标志、靠语意判断的被动句。',
                '倒装句主要有三种：① 宾语前置，如疑问句中代词作宾语“何以解忧”（以何解忧），或用“之”“是”作标志“句读之不知”；② 定语后置，如“蚓无爪牙之利，筋骨之强”；③ 状语后置（介词结构后置），如“青，取之于蓝”（于蓝取之）、“月出于东山之上”。翻译时要调整成现代汉语语序。',
              ],
              examples: [
                {
                  problem: '指出“青，取之于蓝，而青于蓝”中的特殊句式，并按现代汉语语序翻译。',
                  steps: [
                    '“于蓝”是介词结构，放在动词“取”之后，作状语，属于状语后置。',
                    '“青于蓝”的“于”表比较，“于蓝”也是后置的状语。',
                    '调整语序后翻译：靛青是从蓝草里提取的，却比蓝草的颜色更深。',
                  ],
                },
                {
                  problem: '指出“句读之不知，惑之不解”中的特殊句式。',
                  steps: [
                    '“句读”是“知”的对象，“惑”是“解”的对象，都是宾语。',
                    '宾语放在了动词前面，并用“之”作标志，属于宾语前置。',
                    '正常语序是“不知句读，不解惑”。',
                  ],
                },
              ],
            },
            exercises: [
              {
                id: 'senior-chinese-sentence-patterns-1',
                kind: 'single',
                prompt: '下列句子中，属于判断句的一项是（　）。',
                options: ['蚓无爪牙之利，筋骨之强', '青，取之于蓝', '廉颇者，赵之良将也', '句读之不知，惑之不解'],
                answer: 2,
                explanation: [
                  'C 项用“……者，……也”的格式，判断廉颇是赵国的优秀将领，是判断句。',
                  'A 项是定语后置，B 项是状语后置，D 项是宾语前置。',
                  '所以选 C。',
                ],
              },
              {
                id: 'senior-chinese-sentence-patterns-2',
                kind: 'single',
                prompt: '下列句子中，属于被动句的一项是（　）。',
                options: ['廉颇者，赵之良将也', '而君幸于赵王', '何以解忧？唯有杜康', '蚓无爪牙之利，筋骨之强'],
                answer: 1,
                explanation: [
                  'B 项出自《廉颇蔺相如列传》，意思是“而您被赵王宠幸”，用“于”引出动作的发出者赵王，表被动。',
                  'A 项是判断句；C 项“何以”即“以何”，是宾语前置；D 项是定语后置。',
                  '所以选 B。',
                ],
              },
              {
                id: 'senior-chinese-sentence-patterns-3',
                kind: 'single',
                prompt: '曹操《短歌行》“何以解忧？唯有杜康”中，“何以解忧”属于（　）。',
                options: ['定语后置', '被动句', '判断句', '宾语前置'],
                answer: 3,
                explanation: [
                  '“何以”即“以何”，意思是“用什么”，“何”是介词“以”的宾语。',
                  '文言疑问句中，疑问代词作宾语时要放在动词或介词前面。',
                  '所以是宾语前置，选 D。',
                ],
              },
              {
                id: 'senior-chinese-sentence-patterns-4',
                kind: 'multiple',
                prompt: '下列句子中，属于状语后置（介词结构后置）的有（　）。',
                options: ['青，取之于蓝', '冰，水为之，而寒于水', '句读之不知', '月出于东山之上', '师者，所以传道受业解惑也'],
                answer: [0, 1, 3],
                explanation: [
                  'A 项“于蓝取之”、B 项“比水寒”、D 项“于东山之上出”，介词结构“于……”都放在了谓语后面，是状语后置。',
                  'C 项是宾语前置，E 项是判断句。',
                  '所以选 A、B、D。',
                ],
              },
              {
                id: 'senior-chinese-sentence-patterns-5',
                kind: 'fill',
                prompt: '《师说》“句读之不知”是宾语前置句，按现代汉语语序应为“不知____”。',
                answer: ['句读'],
                explanation: [
                  '“句读”是动词“知”的宾语，被提到了动词前面，“之”是宾语前置的标志。',
                  '恢复正常语序，把宾语放回动词后，就是“不知句读”。',
                ],
              },
              {
                id: 'senior-chinese-sentence-patterns-6',
                kind: 'truefalse',
                prompt: '《劝学》“蚓无爪牙之利，筋骨之强”是宾语前置句。',
                answer: false,
                explanation: [
                  '“利”和“强”分别修饰“爪牙”和“筋骨”，是定语。',
                  '原句把定语放在中心语后面，并用“之”作标志，正常语序是“蚓无利爪牙、强筋骨”。',
                  '这是定语后置句，不是宾语前置句，说法错误。',
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'senior-chinese-u4',
        title: '文学与文化常识',
        knowledgePoints: [
          {
            id: 'senior-chinese-authors-works',
            title: '作家作品常识',
            grade: '高一',
            lesson: {
              title: '重要作家与代表作品',
              minutes: 10,
              paragraphs: [
                '现当代作家：鲁迅，原名周树人，代表作有小说集《呐喊》《彷徨》、散文集《朝花夕拾》；沈从文《边城》；老舍《骆驼祥子》《茶馆》；曹禺《雷雨》；巴金“激流三部曲”《家》《春》《秋》。',
                '古代作家：荀子，战国思想家，有《劝学》；司马迁著《史记》，这是我国第一部纪传体通史；“诗仙”李白，“诗圣”杜甫（其诗被称为“诗史”）；苏轼，号东坡居士，与辛弃疾并称“苏辛”，是豪放派代表；李清照，号易安居士，婉约派代表；元代关汉卿著杂剧《窦娥冤》；明代汤显祖著《牡丹亭》。',
                '“唐宋八大家”是唐代的韩愈、柳宗元和宋代的欧阳修、苏洵、苏轼、苏辙、王安石、曾巩。记忆时可以按时代、流派成组整理，避免张冠李戴。',
              ],
              examples: [
                {
                  problem: '判断：“《边城》——老舍”对应是否正确？',
                  steps: [
                    '《边城》描写湘西小城茶峒的人情美，作者是沈从文。',
                    '老舍的代表作是《骆驼祥子》《茶馆》《四世同堂》。',
                    '所以这个对应是错误的。',
                  ],
                },
                {
                  problem: '说出“唐宋八大家”中的唐代作家。',
                  steps: [
                    '八大家中唐代只有两位：韩愈和柳宗元，他们是唐代古文运动的倡导者。',
                    '其余六位都是宋代的：欧阳修、苏洵、苏轼、苏辙、王安石、曾巩。',
                  ],
                },
              ],
            },
            exercises: [
              {
                id: 'senior-chinese-authors-works-1',
                kind: 'single',
                prompt: '下列作品与作者对应正确的一项是（　）。',
                options: ['《茶馆》——曹禺', '《边城》——沈从文', '《家》——老舍', '《雷雨》——巴金'],
                answer: 1,
                explanation: ['《茶馆》的作者是老舍，《家》的作者是巴金，《雷雨》的作者是曹禺。', '《边城》的作者是沈从文。', '所以选 B。'],
              },
              {
                id: 'senior-chinese-authors-works-2',
                kind: 'single',
                prompt: '唐代诗人中，被后世尊称为“诗圣”的是（　）。',
                options: ['李白', '王维', '白居易', '杜甫'],
                answer: 3,
                explanation: [
                  '杜甫的诗深刻反映社会现实和民生疾苦，被称为“诗圣”，他的诗被称为“诗史”。',
                  '李白被称为“诗仙”，王维被称为“诗佛”。',
                  '所以选 D。',
                ],
              },
              {
                id: 'senior-chinese-authors-works-3',
                kind: 'single',
                prompt: '我国第一部纪传体通史是（　）。',
                options: ['《史记》', '《汉书》', '《资治通鉴》', '《春秋》'],
                answer: 0,
                explanation: [
                  '《史记》由西汉司马迁所著，记载了从传说中的黄帝到汉武帝时期的历史，是第一部纪传体通史。',
                  '《汉书》是纪传体断代史，《资治通鉴》是编年体通史，《春秋》是编年体史书。',
                  '所以选 A。',
                ],
              },
              {
                id: 'senior-chinese-authors-works-4',
                kind: 'multiple',
                prompt: '下列作家中，属于“唐宋八大家”的有（　）。',
                options: ['韩愈', '李白', '苏轼', '王安石', '李清照'],
                answer: [0, 2, 3],
                explanation: [
                  '“唐宋八大家”是韩愈、柳宗元、欧阳修、苏洵、苏轼、苏辙、王安石、曾巩，都以散文著称。',
                  '李白是唐代诗人，李清照是宋代女词人，都不在其中。',
                  '所以选 A、C、D。',
                ],
              },
              {
                id: 'senior-chinese-authors-works-5',
                kind: 'fill',
                prompt: '鲁迅是现代文学家，他的原名是____。',
                answer: ['周树人'],
                explanation: ['“鲁迅”是他 1918 年发表《狂人日记》时开始使用的笔名。', '他的原名是周树人，浙江绍兴人。'],
              },
              {
                id: 'senior-chinese-authors-works-6',
                kind: 'truefalse',
                prompt: '元杂剧《窦娥冤》的作者是汤显祖。',
                answer: false,
                explanation: ['《窦娥冤》是元代戏剧家关汉卿的代表作。', '汤显祖是明代戏剧家，代表作是《牡丹亭》。', '所以说法错误。'],
              },
            ],
          },
          {
            id: 'senior-chinese-ancient-culture',
            title: '古代文化常识',
            grade: '高二',
            lesson: {
              title: '称谓、年龄、科举、官职与纪时',
              minutes: 12,
              paragraphs: [
                '称谓与年龄：古人自称用名表示谦虚，称呼别人用字表示尊敬。常见年龄称谓：男子二十岁行冠礼，称“弱冠”；女子十五岁称“及笄”；三十“而立”，四十“不惑”，五十“知天命”，六十“花甲”（也称“耳顺”），七十“古稀”。',
                '科举与官职：明清科举依次为乡试、会试、殿试；乡试第一名叫“解元”，会试第一名叫“会元”，殿试前三名分别叫“状元”“榜眼”“探花”。官职变动常用词：“拜”“除”“授”表示授予官职，“擢”表示提拔，“迁”表示调动官职（“左迁”“贬”“谪”表示降职），“乞骸骨”表示请求退休。',
                '纪时：古代常用干支纪年，如“壬戌”；用帝王年号纪年，如“元和十年”。农历每月初一叫“朔”，十五叫“望”，十六叫“既望”，每月最后一天叫“晦”。',
              ],
              examples: [
                {
                  problem: '解释苏轼《赤壁赋》“壬戌之秋，七月既望”。',
                  steps: [
                    '“壬戌”是干支纪年，指宋神宗元丰五年（1082 年）。',
                    '“望”是农历十五，“既望”是农历十六。',
                    '整句意思是：壬戌年秋天，七月十六日。',
                  ],
                },
                {
                  problem: '解释白居易《琵琶行》序中“元和十年，予左迁九江郡司马”。',
                  steps: [
                    '“元和”是唐宪宗的年号，“元和十年”用年号纪年。',
                    '“左迁”指降职，古代以右为尊、以左为卑。',
                    '整句意思是：元和十年，我被降职为九江郡司马。',
                  ],
                },
              ],
            },
            exercises: [
              {
                id: 'senior-chinese-ancient-culture-1',
                kind: 'single',
                prompt: '《论语》中“三十而立”，后人用“而立”指代的年龄是（　）。',
                options: ['二十岁', '三十岁', '四十岁', '五十岁'],
                answer: 1,
                explanation: [
                  '孔子说：“吾十有五而志于学，三十而立，四十而不惑，五十而知天命……”',
                  '后人用“而立”代指三十岁，“不惑”代指四十岁。',
                  '所以选 B。',
                ],
              },
              {
                id: 'senior-chinese-ancient-culture-2',
                kind: 'single',
                prompt: '下列表示官职变动的词语中，表示降职的是（　）。',
                options: ['擢', '拜', '除', '左迁'],
                answer: 3,
                explanation: [
                  '“擢”表示提拔；“拜”“除”都表示授予官职。',
                  '古代以右为尊、以左为卑，“左迁”表示降职，如白居易“予左迁九江郡司马”。',
                  '所以选 D。',
                ],
              },
              {
                id: 'senior-chinese-ancient-culture-3',
                kind: 'single',
                prompt: '古代科举考试中，殿试第一名称为（　）。',
                options: ['解元', '会元', '状元', '探花'],
                answer: 2,
                explanation: [
                  '乡试第一名称“解元”，会试第一名称“会元”。',
                  '殿试由皇帝主持，前三名依次为状元、榜眼、探花。',
                  '所以殿试第一名是状元，选 C。',
                ],
              },
              {
                id: 'senior-chinese-ancient-culture-4',
                kind: 'multiple',
                prompt: '下列关于古代年龄称谓的说法，正确的有（　）。',
                options: ['“弱冠”指男子二十岁', '“不惑”指四十岁', '“花甲”指八十岁', '“古稀”指七十岁', '“及笄”指男子十五岁'],
                answer: [0, 1, 3],
                explanation: [
                  '古代男子二十岁行冠礼，称“弱冠”；“四十而不惑”；杜甫诗“人生七十古来稀”，“古稀”指七十岁。A、B、D 正确。',
                  '“花甲”指六十岁（天干地支相配六十年一轮），C 错误。',
                  '“及笄”指女子十五岁，可以盘发插笄，不是男子，E 错误。所以选 A、B、D。',
                ],
              },
              {
                id: 'senior-chinese-ancient-culture-5',
                kind: 'fill',
                prompt: '农历每月的十五称为“望”，十六称为“____”。',
                answer: ['既望'],
                explanation: [
                  '“既”是“已经”的意思，“既望”就是“望”（十五）已经过去的那一天。',
                  '所以农历十六称“既望”，如《赤壁赋》“七月既望”。',
                ],
              },
              {
                id: 'senior-chinese-ancient-culture-6',
                kind: 'truefalse',
                prompt: '古人称呼对方的字表示尊敬，自称时用自己的名表示谦逊。',
                answer: true,
                explanation: [
                  '古人有名有字，名供长辈和自己使用，字供平辈和晚辈称呼。',
                  '直呼别人的名被认为不礼貌，所以称对方的字表示尊敬；自称用名表示谦虚。',
                  '说法正确。',
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  // ─── 英语 ───────────────────────────────────────────────────────────────
  {
    stage: 'senior',
    subject: '英语',
    units: [
      {
        id: 'senior-english-u1',
        title: '时态与语态',
        knowledgePoints: [
          {
            id: 'senior-english-past-perfect',
            title: '过去完成时',
            grade: '高一',
            lesson: {
              title: '过去完成时：过去的过去',
              minutes: 10,
              paragraphs: [
                '过去完成时的构成是 had + 过去分词，所有人称都用 had。它表示在过去某一时间或某一动作之前已经完成的动作，也就是“过去的过去”。例如：When I got home, my mother had cooked dinner.（我到家时，妈妈已经做好了晚饭。）',
                '常见的时间标志：by + 过去的时间（by the end of last year, by then）；by the time + 一般过去时的从句；before/when 引导的过去时间状语从句；以及宾语从句中，主句动词是过去时（said, told, knew），而从句动作发生得更早。固定句型 It was the first time that… 中，从句也用过去完成时：It was the first time that he had been abroad.',
                '注意与一般过去时的区别：按照先后顺序叙述的一连串过去动作，直接用一般过去时即可，如 He got up, washed his face and went out. 只有需要强调某个动作“发生在另一个过去动作之前”时，才用过去完成时。',
              ],
              examples: [
                {
                  problem: 'By the time we arrived at the cinema, the film ____ (start).',
                  steps: [
                    '找时间标志：by the time 引导的从句用一般过去时 arrived，表示过去的一个时间点。',
                    '电影开始发生在“我们到达”之前，是“过去的过去”。',
                    '所以主句用过去完成时：had started（也可以说 had already started）。',
                  ],
                },
                {
                  problem: 'She said that she ____ (finish) her homework.',
                  steps: ['主句动词 said 是一般过去时。', '“完成作业”发生在“说”之前。', '宾语从句用过去完成时：had finished。'],
                },
              ],
            },
            exercises: [
              {
                id: 'senior-english-past-perfect-1',
                kind: 'single',
                prompt: '选择正确的答案填空：By the end of last year, we ____ more than 500 trees in the park.',
                options: ['have planted', 'had planted', 'planted', 'were planting'],
                answer: 1,
                explanation: [
                  '时间状语 by the end of last year 表示“到去年年底为止”，是过去的一个时间点。',
                  '到过去某个时间点为止已经完成的动作，要用过去完成时 had + 过去分词。',
                  '所以选 B：had planted。',
                ],
              },
              {
                id: 'senior-english-past-perfect-2',
                kind: 'single',
                prompt: '选择正确的答案填空：When I got to the station, the train ____, so I had to wait for the next one.',
                options: ['has already left', 'already leaves', 'would already leave', 'had already left'],
                answer: 3,
                explanation: [
                  '“我到车站”用一般过去时 got，是过去的动作。',
                  '火车在我到达之前就已经开走了，所以只能等下一班，“离开”是过去的过去。',
                  '用过去完成时 had already left，选 D。',
                ],
              },
              {
                id: 'senior-english-past-perfect-3',
                kind: 'single',
                prompt: '选择正确的答案填空：It was the first time that he ____ abroad.',
                options: ['had been', 'has been', 'was', 'would be'],
                answer: 0,
                explanation: [
                  '这是固定句型：It is the first time that… 从句用现在完成时；It was the first time that… 从句用过去完成时。',
                  '本句主句是 It was，所以从句用 had been。',
                  '选 A。',
                ],
              },
              {
                id: 'senior-english-past-perfect-4',
                kind: 'multiple',
                prompt: '下列句子中，时态使用正确的有（　）。',
                options: [
                  'She told me that she had seen the film before.',
                  'By the time he came back, we have finished dinner.',
                  'I had learned 2,000 English words by the end of last term.',
                  'He had gone to bed after he finishes his homework.',
                  'When we got there, the meeting had already begun.',
                ],
                answer: [0, 2, 4],
                explanation: [
                  'A 项“看过电影”在 told 之前；C 项有 by the end of last term；E 项“会议开始”在 got there 之前。三句用过去完成时都正确。',
                  'B 项 by the time he came back 是过去，主句应改为 had finished，不能用现在完成时。',
                  'D 项时态混乱，应改为 He went to bed after he had finished his homework. 所以选 A、C、E。',
                ],
              },
              {
                id: 'senior-english-past-perfect-5',
                kind: 'fill',
                prompt: '用所给动词的正确形式填空：They ____ (leave) by the time I arrived at the party.',
                answer: ['had left', 'had already left'],
                explanation: [
                  'by the time I arrived 是过去的时间，他们离开发生在我到达之前。',
                  '用过去完成时 had + 过去分词，leave 的过去分词是 left，所以填 had left。',
                ],
              },
              {
                id: 'senior-english-past-perfect-6',
                kind: 'truefalse',
                prompt:
                  '句子 “I had finished my homework before my mother came back.” 中用过去完成时，是因为“完成作业”发生在“妈妈回来”之前。',
                answer: true,
                explanation: [
                  '“妈妈回来”用一般过去时 came back，是过去的动作。',
                  '“完成作业”发生在它之前，是过去的过去，所以用 had finished。',
                  '说法正确。',
                ],
              },
            ],
          },
          {
            id: 'senior-english-passive-voice',
            title: '被动语态',
            grade: '高一',
            lesson: {
              title: '被动语态的构成与用法',
              minutes: 10,
              paragraphs: [
                '当主语是动作的承受者时用被动语态，基本结构是 be + 过去分词，时态体现在 be 上：一般现在时 am/is/are done；一般过去时 was/were done；一般将来时 will be done；现在进行时 am/is/are being done；现在完成时 have/has been done；含情态动词时 can/must/should be done。动作的执行者需要说明时用 by 引出。',
                '常在以下情况使用被动语态：不知道或没有必要说出动作执行者，如 The window was broken last night.；想强调动作的承受者，如 English is spoken in many countries.',
                '易错点：不及物动词和不及物短语没有被动语态，例如 happen, take place, break out, belong to, come out 等，不能说 The accident was happened.',
              ],
              examples: [
                {
                  problem: 'The bridge ____ (build) last year.',
                  steps: [
                    '主语 the bridge 是“建”的承受者，用被动语态 be + 过去分词。',
                    '时间状语 last year 表示过去，be 用一般过去时 was。',
                    '答案：was built。',
                  ],
                },
                {
                  problem: 'A new library ____ (build) in our school now.',
                  steps: [
                    '图书馆是“被建造”的，用被动语态。',
                    'now 表示动作正在进行，用现在进行时的被动语态 am/is/are being done。',
                    '主语是单数，答案：is being built。',
                  ],
                },
              ],
            },
            exercises: [
              {
                id: 'senior-english-passive-voice-1',
                kind: 'single',
                prompt: '选择正确的答案填空：English ____ in many countries around the world.',
                options: ['speaks', 'is spoken', 'is speaking', 'spoke'],
                answer: 1,
                explanation: [
                  '英语是“被说”的，主语是动作的承受者，要用被动语态。',
                  '陈述一般事实，用一般现在时的被动语态 is spoken。',
                  '选 B。',
                ],
              },
              {
                id: 'senior-english-passive-voice-2',
                kind: 'single',
                prompt: '选择正确的答案填空：The new hospital ____ next year.',
                options: ['will build', 'is built', 'will be built', 'has been built'],
                answer: 2,
                explanation: [
                  '医院是“被建造”的，用被动语态。',
                  'next year 表示将来，用一般将来时的被动语态 will be done。',
                  '选 C：will be built。',
                ],
              },
              {
                id: 'senior-english-passive-voice-3',
                kind: 'single',
                prompt: '选择正确的答案填空：Great changes ____ in our hometown in the past ten years.',
                options: ['have taken place', 'were taken place', 'have been taken place', 'took place'],
                answer: 0,
                explanation: [
                  'take place（发生）是不及物短语，没有被动语态，排除 B、C。',
                  'in the past ten years（在过去十年里）是现在完成时的标志，排除一般过去时 took place。',
                  '所以选 A：have taken place。',
                ],
              },
              {
                id: 'senior-english-passive-voice-4',
                kind: 'multiple',
                prompt: '下列句子中，语态使用正确的有（　）。',
                options: [
                  'The classroom is cleaned every day.',
                  'The accident was happened last night.',
                  'A lot of trees have been planted on the hill.',
                  'The meeting will be held tomorrow.',
                  'This bike is belonged to Tom.',
                ],
                answer: [0, 2, 3],
                explanation: [
                  'A 项一般现在时被动、C 项现在完成时被动、D 项一般将来时被动，结构都正确。',
                  'happen 和 belong to 都是不及物的，没有被动语态，B 项应为 The accident happened last night.，E 项应为 This bike belongs to Tom.',
                  '所以选 A、C、D。',
                ],
              },
              {
                id: 'senior-english-passive-voice-5',
                kind: 'fill',
                prompt: '用所给动词的正确形式填空：The letter ____ (write) by Tom yesterday.',
                answer: ['was written'],
                explanation: [
                  '信是“被写”的，by Tom 引出动作执行者，用被动语态。',
                  'yesterday 表示过去，主语单数，用 was + 过去分词 written。',
                ],
              },
              {
                id: 'senior-english-passive-voice-6',
                kind: 'truefalse',
                prompt: 'break out（爆发）可以用于被动语态，例如 The war was broken out in 1939.',
                answer: false,
                explanation: [
                  'break out 是不及物动词短语，后面不能接宾语，因此没有被动语态。',
                  '正确的说法是 The war broke out in 1939.',
                  '说法错误。',
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'senior-english-u2',
        title: '非谓语动词',
        knowledgePoints: [
          {
            id: 'senior-english-gerund-infinitive-object',
            title: '非谓语动词（动名词与不定式作宾语）',
            grade: '高一',
            lesson: {
              title: '动词后接 doing 还是 to do',
              minutes: 12,
              paragraphs: [
                "有些动词（短语）后面只能接动名词 doing 作宾语，常见的有：enjoy, finish, mind, practise, suggest, avoid, consider, miss, keep, admit, imagine, give up, put off, can't help, look forward to, be used to 等。注意 look forward to 和 be used to 中的 to 是介词，后面接 doing。",
                '有些动词后面只能接不定式 to do 作宾语，常见的有：want, hope, wish, decide, plan, agree, refuse, manage, expect, promise, pretend, offer, fail, afford 等，它们大多表示“打算、愿望、决定”，指向将来。',
                '还有一些动词两者都能接，但意思不同：remember/forget to do 表示“记得/忘记要去做（还没做）”，doing 表示“记得/忘记做过（已做）”；stop to do 表示“停下来去做另一件事”，stop doing 表示“停止正在做的事”；try to do 表示“努力做”，try doing 表示“试着做”；regret to do 表示“遗憾地要（告诉）”，regret doing 表示“后悔做过”。',
              ],
              examples: [
                {
                  problem: "Don't forget ____ (turn) off the lights when you leave.",
                  steps: [
                    '看语境：“离开时”关灯，这件事还没做。',
                    'forget to do 表示“忘记要去做”，forget doing 表示“忘记做过”。',
                    '答案：to turn。',
                  ],
                },
                {
                  problem: "I'm looking forward to ____ (hear) from you.",
                  steps: ['look forward to 中的 to 是介词，不是不定式符号。', '介词后面要接名词或动名词。', '答案：hearing。'],
                },
              ],
            },
            exercises: [
              {
                id: 'senior-english-gerund-infinitive-object-1',
                kind: 'single',
                prompt: "选择正确的答案填空：Would you mind ____ the window? It's cold in here.",
                options: ['to close', 'closing', 'close', 'closed'],
                answer: 1,
                explanation: ['mind 后面接动名词作宾语，即 mind doing sth.。', '句意“这里很冷”，所以是请对方关窗。', '选 B：closing。'],
              },
              {
                id: 'senior-english-gerund-infinitive-object-2',
                kind: 'single',
                prompt: "选择正确的答案填空：We have decided ____ a trip to Xi'an this summer.",
                options: ['taking', 'take', 'took', 'to take'],
                answer: 3,
                explanation: [
                  'decide 后面接不定式作宾语，即 decide to do sth.。',
                  '“决定今年夏天去西安旅行”，指向将来。',
                  '选 D：to take。',
                ],
              },
              {
                id: 'senior-english-gerund-infinitive-object-3',
                kind: 'single',
                prompt: "选择正确的答案填空：I remember ____ the book to you last week. Why do you say you haven't got it?",
                options: ['lending', 'to lend', 'lend', 'to have lent'],
                answer: 0,
                explanation: [
                  'last week 说明“借书给你”这件事已经做过了。',
                  'remember doing 表示“记得做过某事”，remember to do 表示“记得要去做某事”。',
                  '所以选 A：lending。',
                ],
              },
              {
                id: 'senior-english-gerund-infinitive-object-4',
                kind: 'multiple',
                prompt: '下列动词（短语）中，后面只能接动名词（doing）作宾语的有（　）。',
                options: ['enjoy', 'hope', 'finish', 'decide', 'look forward to'],
                answer: [0, 2, 4],
                explanation: [
                  'enjoy doing（喜欢做）、finish doing（做完）是常见的只接动名词的动词。',
                  'look forward to 中的 to 是介词，后面接 doing；hope 和 decide 后面接 to do。',
                  '所以选 A、C、E。',
                ],
              },
              {
                id: 'senior-english-gerund-infinitive-object-5',
                kind: 'fill',
                prompt: '用所给动词的正确形式填空：The boy finally managed ____ (solve) the difficult problem.',
                answer: ['to solve'],
                explanation: ['manage to do sth. 表示“设法做成了某事”，后面接不定式。', '所以填 to solve。'],
              },
              {
                id: 'senior-english-gerund-infinitive-object-6',
                kind: 'truefalse',
                prompt: '句子 “He stopped to smoke.” 的意思是“他戒烟了”。',
                answer: false,
                explanation: [
                  'stop to do 表示“停下（手头的事）去做另一件事”，所以 He stopped to smoke. 意思是“他停下来去抽烟”。',
                  '“他戒烟了”应该说 He stopped smoking.（停止正在做或经常做的事）。',
                  '说法错误。',
                ],
              },
            ],
          },
          {
            id: 'senior-english-past-participle-adverbial',
            title: '非谓语动词（过去分词作状语）',
            grade: '高二',
            lesson: {
              title: '过去分词作状语',
              minutes: 12,
              paragraphs: [
                '过去分词（done）可以在句中作状语，表示时间、原因、条件、让步、伴随等。它没有自己的主语，它的逻辑主语就是句子的主语。用过去分词的关键是：句子主语与这个动词之间是被动关系（主语是动作的承受者），或者表示主语所处的状态。',
                '和其他非谓语形式对比：现在分词 doing 表示主动、正在进行；having done 表示主动且先完成；to do 常表示目的。例如：Seen from the hill, the city looks beautiful.（城市“被看”，用 seen）；Standing on the hill, we can see the whole city.（我们“站”，主动，用 standing）。',
                '一些过去分词表示状态，也常作状语，如 lost in thought（陷入沉思）、seated（坐着）、dressed in（穿着）、born in（出生于）、located in（位于）。另外，过去分词前还可以加连词，如 When asked…, If given…, Once published…。',
              ],
              examples: [
                {
                  problem: '____ (see) from the top of the hill, the city looks beautiful.',
                  steps: ['找句子主语：the city。', '城市和“看”是被动关系——城市是“被看”的。', '所以用过去分词：Seen。'],
                },
                {
                  problem: '____ (give) more time, we could have done the work better.',
                  steps: [
                    '句子主语是 we，我们是“被给予”更多时间的，是被动关系。',
                    '这里表示条件，相当于 If we had been given more time。',
                    '用过去分词：Given。',
                  ],
                },
              ],
            },
            exercises: [
              {
                id: 'senior-english-past-participle-adverbial-1',
                kind: 'single',
                prompt: '选择正确的答案填空：____ by the beautiful scenery, the visitors took lots of photos.',
                options: ['Attracting', 'Attracted', 'To attract', 'Having attracted'],
                answer: 1,
                explanation: [
                  '句子主语是 the visitors，游客是“被美景吸引”的，是被动关系。',
                  'Attracting 和 Having attracted 都表示主动，To attract 表目的，都不合句意。',
                  '用过去分词作原因状语，选 B：Attracted。',
                ],
              },
              {
                id: 'senior-english-past-participle-adverbial-2',
                kind: 'single',
                prompt: '选择正确的答案填空：____ with modern equipment, the hospital can now treat more patients.',
                options: ['Equipping', 'To equip', 'Having equipped', 'Equipped'],
                answer: 3,
                explanation: [
                  '句子主语是 the hospital，医院是“被装备”的，be equipped with 表示“配备有”。',
                  '主语与 equip 是被动关系，用过去分词作原因状语。',
                  '选 D：Equipped。',
                ],
              },
              {
                id: 'senior-english-past-participle-adverbial-3',
                kind: 'single',
                prompt: '选择正确的答案填空：When ____ why he was late, he said nothing.',
                options: ['asked', 'asking', 'to ask', 'having asked'],
                answer: 0,
                explanation: [
                  '句子主语是 he，他是“被问”的一方，是被动关系。',
                  'When asked… 相当于 When he was asked…，连词 + 过去分词作时间状语。',
                  '选 A：asked。',
                ],
              },
              {
                id: 'senior-english-past-participle-adverbial-4',
                kind: 'multiple',
                prompt: '下列句子中，非谓语动词使用正确的有（　）。',
                options: [
                  'Seen from space, the earth looks like a blue ball.',
                  'Given more time, I could have finished the work.',
                  'Compared with his brother, he is more hard-working.',
                  'Seeing from the hill, the town is very beautiful.',
                  'Locating in the center of the city, the hotel is always busy.',
                ],
                answer: [0, 1, 2],
                explanation: [
                  'A 项地球“被看”，B 项我“被给予”时间，C 项他“被比较”，主语与动词都是被动关系，用过去分词都正确。',
                  'D 项城镇是“被看”的，应改为 Seen；E 项旅馆“位于”是 be located in，应改为 Located。',
                  '所以选 A、B、C。',
                ],
              },
              {
                id: 'senior-english-past-participle-adverbial-5',
                kind: 'fill',
                prompt: "用所给动词的正确形式填空：____ (lose) in thought, he didn't notice me come in.",
                answer: ['Lost'],
                explanation: ['be lost in thought 表示“陷入沉思”，是一种状态。', '表示主语所处的状态，用过去分词作状语，所以填 Lost。'],
              },
              {
                id: 'senior-english-past-participle-adverbial-6',
                kind: 'truefalse',
                prompt: '过去分词作状语时，它与句子的主语之间通常是被动关系，或者表示主语所处的状态。',
                answer: true,
                explanation: [
                  '过去分词作状语时，它的逻辑主语就是句子的主语。',
                  '过去分词本身带有“被动”或“完成、状态”的含义，如 Seen from the hill…，Lost in thought…。',
                  '说法正确。',
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'senior-english-u3',
        title: '从句',
        knowledgePoints: [
          {
            id: 'senior-english-relative-pronoun',
            title: '定语从句（关系代词）',
            grade: '高一',
            lesson: {
              title: '定语从句：关系代词的选择',
              minutes: 12,
              paragraphs: [
                '定语从句用来修饰前面的名词或代词，被修饰的词叫先行词，引导从句的词叫关系词。关系代词在从句中充当主语、宾语或定语：who 指人，作主语；whom 指人，作宾语；which 指物；that 既可指人也可指物；whose 表示“……的”，指人或物，后面接名词。',
                '选择关系代词的步骤：① 找先行词，判断是人还是物；② 看关系词在从句中作什么成分——缺主语或宾语用 who/whom/which/that，缺定语（“谁的”）用 whose。在限制性定语从句中，关系代词作宾语时可以省略。',
                '两个特殊规则：非限制性定语从句（前面有逗号）不能用 that，指物用 which，指人用 who/whom；介词后面指物用 which、指人用 whom，如 both of whom。另外，先行词被 all、only、最高级、序数词等修饰时，通常用 that。',
              ],
              examples: [
                {
                  problem: 'The girl ____ mother is a doctor is my classmate.',
                  steps: [
                    '先行词是 the girl。',
                    '从句 ____ mother is a doctor 已有主语 mother 和谓语，缺少的是修饰 mother 的“她的”。',
                    '表示所属关系用 whose。',
                  ],
                },
                {
                  problem: 'This is the best film ____ I have ever seen.',
                  steps: [
                    '先行词 film 指物，在从句中作 seen 的宾语。',
                    '先行词被最高级 the best 修饰，通常只用 that。',
                    '答案：that（作宾语，也可以省略）。',
                  ],
                },
              ],
            },
            exercises: [
              {
                id: 'senior-english-relative-pronoun-1',
                kind: 'single',
                prompt: '选择正确的答案填空：The man ____ is talking to our teacher is my father.',
                options: ['which', 'whose', 'who', 'whom'],
                answer: 2,
                explanation: [
                  '先行词 the man 指人。',
                  '从句 ____ is talking to our teacher 缺少主语。',
                  '指人、作主语用 who（whom 只能作宾语），选 C。',
                ],
              },
              {
                id: 'senior-english-relative-pronoun-2',
                kind: 'single',
                prompt: '选择正确的答案填空：I know the boy ____ bike was stolen yesterday.',
                options: ['who', 'whose', 'which', 'that'],
                answer: 1,
                explanation: [
                  '从句 ____ bike was stolen yesterday 有主语 bike 和谓语 was stolen，不缺主语和宾语。',
                  '缺的是修饰 bike 的“他的”，即“那个男孩的自行车”。',
                  '表示所属关系用 whose，选 B。',
                ],
              },
              {
                id: 'senior-english-relative-pronoun-3',
                kind: 'single',
                prompt: '选择正确的答案填空：He has two sons, both of ____ are doctors.',
                options: ['them', 'who', 'whom', 'which'],
                answer: 2,
                explanation: [
                  '逗号后没有连词，用 them 会变成两个句子硬连在一起，不正确，这里应是非限制性定语从句。',
                  '先行词 two sons 指人，在介词 of 后面要用宾格 whom。',
                  '选 C：both of whom。',
                ],
              },
              {
                id: 'senior-english-relative-pronoun-4',
                kind: 'multiple',
                prompt: '下列句子中，关系代词可以省略的有（　）。',
                options: [
                  'The book that I bought yesterday is very interesting.',
                  'The man who lives next door is a doctor.',
                  'This is the teacher whom we all respect.',
                  'The girl whose hair is long is my sister.',
                  'The film which we saw last night was exciting.',
                ],
                answer: [0, 2, 4],
                explanation: [
                  '限制性定语从句中，关系代词作宾语时可以省略。A 项 that 作 bought 的宾语，C 项 whom 作 respect 的宾语，E 项 which 作 saw 的宾语，都可以省略。',
                  'B 项 who 在从句中作主语，D 项 whose 作定语，都不能省略。',
                  '所以选 A、C、E。',
                ],
              },
              {
                id: 'senior-english-relative-pronoun-5',
                kind: 'fill',
                prompt: '用适当的关系代词填空：This is the house ____ windows face the sea.',
                answer: ['whose'],
                explanation: [
                  '从句 ____ windows face the sea 中，windows 是主语，face 是谓语，不缺主语和宾语。',
                  '缺少的是“这座房子的”窗户，表示所属关系，所以填 whose。',
                ],
              },
              {
                id: 'senior-english-relative-pronoun-6',
                kind: 'truefalse',
                prompt: '在非限制性定语从句中，可以用 that 代替 which 引导从句。',
                answer: false,
                explanation: [
                  '非限制性定语从句（用逗号与主句隔开）不能用 that 引导。',
                  '指物要用 which，指人要用 who 或 whom。',
                  '说法错误。',
                ],
              },
            ],
          },
          {
            id: 'senior-english-relative-adverb',
            title: '定语从句（关系副词）',
            grade: '高一',
            lesson: {
              title: '定语从句：关系副词 when, where, why',
              minutes: 10,
              paragraphs: [
                '关系副词在定语从句中作状语：when 指时间，作时间状语；where 指地点，作地点状语；why 只用于先行词 reason，作原因状语。关系副词相当于“介词 + which”：where = in/at/on which，when = on/in/at which，why = for which。',
                '选择关系代词还是关系副词，关键不是看先行词，而是看从句缺什么成分：从句缺主语或宾语，用 which/that；从句主谓宾齐全、只缺状语，才用 when/where/why。',
                '对比：This is the factory where my father works.（works 是不及物动词，从句缺地点状语）；This is the factory which/that we visited last year.（visited 缺宾语，所以用 which/that）。',
              ],
              examples: [
                {
                  problem: 'This is the school ____ my father studied 30 years ago.',
                  steps: [
                    '先行词 school 表示地点。',
                    '从句 my father studied 30 years ago 主谓完整，studied 在这里不需要宾语，缺的是“在那里”这个地点状语。',
                    '用关系副词 where（= in which）。',
                  ],
                },
                {
                  problem: 'This is the museum ____ we visited last week.',
                  steps: [
                    '先行词 museum 虽然表示地点，但要看从句缺什么。',
                    'visit 是及物动词，从句 we visited last week 缺宾语。',
                    '作宾语要用关系代词 which 或 that（也可以省略），不能用 where。',
                  ],
                },
              ],
            },
            exercises: [
              {
                id: 'senior-english-relative-adverb-1',
                kind: 'single',
                prompt: '选择正确的答案填空：I still remember the day ____ we first met.',
                options: ['which', 'where', 'when', 'why'],
                answer: 2,
                explanation: [
                  '先行词 the day 表示时间。',
                  '从句 we first met 主谓完整，缺少时间状语（在那一天）。',
                  '用关系副词 when，选 C。',
                ],
              },
              {
                id: 'senior-english-relative-adverb-2',
                kind: 'single',
                prompt: '选择正确的答案填空：This is the factory ____ we visited last month.',
                options: ['where', 'which', 'when', 'in which'],
                answer: 1,
                explanation: [
                  'visit 是及物动词，从句 we visited last month 缺少宾语。',
                  '作宾语要用关系代词；where 和 in which 在从句中作状语，不能作宾语。',
                  '选 B：which。',
                ],
              },
              {
                id: 'senior-english-relative-adverb-3',
                kind: 'single',
                prompt: '选择正确的答案填空：That is the reason ____ he was late for school.',
                options: ['why', 'which', 'where', 'when'],
                answer: 0,
                explanation: [
                  '先行词是 the reason。',
                  '从句 he was late for school 结构完整，缺少原因状语。',
                  '用关系副词 why（= for which），选 A。',
                ],
              },
              {
                id: 'senior-english-relative-adverb-4',
                kind: 'multiple',
                prompt: '句子 “This is the village ____ I was born.” 的空格处，可以填入的有（　）。',
                options: ['where', 'which', 'in which', 'that', 'when'],
                answer: [0, 2],
                explanation: [
                  'I was born 是被动结构，主谓完整，缺的是地点状语（在这个村子里）。',
                  '作地点状语可以用 where，或者用“介词 + which”的 in which。',
                  'which 和 that 要作主语或宾语，when 表示时间，都不行。所以选 A、C。',
                ],
              },
              {
                id: 'senior-english-relative-adverb-5',
                kind: 'fill',
                prompt: '用适当的关系词填空：Do you still remember the place ____ we had a picnic last summer?',
                answer: ['where', 'at which', 'in which'],
                explanation: [
                  '先行词 the place 表示地点；从句 we had a picnic last summer 中 had 已经有宾语 a picnic，缺的是地点状语。',
                  '所以填关系副词 where（也可以用 at which 或 in which）。',
                ],
              },
              {
                id: 'senior-english-relative-adverb-6',
                kind: 'truefalse',
                prompt: '先行词是表示地点的名词时，定语从句一定要用 where 引导。',
                answer: false,
                explanation: [
                  '用不用 where 取决于关系词在从句中作什么成分，而不是看先行词。',
                  '例如 This is the museum which we visited last week. 中，从句缺宾语，就用 which，不能用 where。',
                  '说法错误。',
                ],
              },
            ],
          },
          {
            id: 'senior-english-subject-clause',
            title: '名词性从句（主语从句）',
            grade: '高二',
            lesson: {
              title: '主语从句的引导词',
              minutes: 12,
              paragraphs: [
                '在句子中作主语的从句叫主语从句。主语从句作主语时，谓语动词一般用单数。常见引导词有三类：① that，本身没有意思、在从句中不作成分，但在句首时不能省略；② whether，意为“是否”，不作成分；③ 连接代词 what, who, which, whatever, whoever 等和连接副词 when, where, why, how，它们在从句中充当成分。',
                '选择引导词的方法：先看从句缺不缺成分——不缺成分、意思完整，用 that；不缺成分但表示“是否”，用 whether；缺主语、宾语等，根据意思选 what（……的东西）、who（谁）、whoever（无论谁、任何……的人）等。',
                '注意：① 主语从句放在句首时表示“是否”只能用 whether，不能用 if；② 主语从句较长时，常用 it 作形式主语，把从句放到句末：It is said that…, It is a pity that…, It is reported that…。',
              ],
              examples: [
                {
                  problem: '____ he will come to the party is still unknown.',
                  steps: [
                    '从句 he will come to the party 主谓宾齐全，不缺成分。',
                    '句意是“他是否会来参加聚会还不知道”，需要表示“是否”。',
                    '放在句首的主语从句只能用 Whether，不能用 If。',
                  ],
                },
                {
                  problem: '____ he said at the meeting surprised everyone.',
                  steps: [
                    '从句 he said at the meeting 中 said 缺宾语。',
                    '句意是“他在会上所说的话让大家都很吃惊”。',
                    '表示“……的东西”并在从句中作宾语，用 What。',
                  ],
                },
              ],
            },
            exercises: [
              {
                id: 'senior-english-subject-clause-1',
                kind: 'single',
                prompt: '选择正确的答案填空：____ we need is more time.',
                options: ['That', 'What', 'Whether', 'Which'],
                answer: 1,
                explanation: [
                  '从句 we need 中，need 缺少宾语。',
                  '句意是“我们需要的是更多时间”，表示“……的东西”。',
                  'what 既能引导从句又能在从句中作宾语，选 B。',
                ],
              },
              {
                id: 'senior-english-subject-clause-2',
                kind: 'single',
                prompt: '选择正确的答案填空：____ the earth moves around the sun is a fact.',
                options: ['What', 'Whether', 'That', 'If'],
                answer: 2,
                explanation: [
                  '从句 the earth moves around the sun 结构完整、不缺成分，意思是确定的事实。',
                  '不缺成分、也不表示“是否”，用 that；that 在句首不能省略。',
                  '选 C。',
                ],
              },
              {
                id: 'senior-english-subject-clause-3',
                kind: 'single',
                prompt: '选择正确的答案填空：It is reported ____ a new airport will be built in our city.',
                options: ['what', 'which', 'whether', 'that'],
                answer: 3,
                explanation: [
                  'It 是形式主语，真正的主语是后面的从句。',
                  '从句 a new airport will be built in our city 结构完整，意思确定，不表示“是否”。',
                  '固定句型 It is reported that…（据报道……），选 D。',
                ],
              },
              {
                id: 'senior-english-subject-clause-4',
                kind: 'multiple',
                prompt: '下列句子中，正确的有（　）。',
                options: [
                  "Whether he will come or not doesn't matter.",
                  "If he will come or not doesn't matter.",
                  'What surprised me was his attitude.',
                  'That he failed the exam made his parents upset.',
                  'He failed the exam made his parents upset.',
                ],
                answer: [0, 2, 3],
                explanation: [
                  'A 项句首主语从句表示“是否”用 whether，正确；C 项 what 在从句中作主语，正确；D 项 that 引导完整的主语从句，正确。',
                  'B 项句首主语从句不能用 if 引导；E 项主语从句的 that 在句首不能省略。',
                  '所以选 A、C、D。',
                ],
              },
              {
                id: 'senior-english-subject-clause-5',
                kind: 'fill',
                prompt: '用适当的连接词填空：____ wins the game will get a prize.',
                answer: ['Whoever'],
                explanation: [
                  '从句 ____ wins the game 缺少主语，意思是“无论谁赢得比赛”或“赢得比赛的任何人”。',
                  '表示“任何……的人”并在从句中作主语，填 Whoever。',
                ],
              },
              {
                id: 'senior-english-subject-clause-6',
                kind: 'truefalse',
                prompt: '放在句首的主语从句中，引导词 that 可以省略。',
                answer: false,
                explanation: [
                  'that 在宾语从句中常可省略，但引导位于句首的主语从句时不能省略。',
                  '例如 That he failed the exam made his parents upset. 去掉 That 后，句子就有了两个谓语，结构错误。',
                  '说法错误。',
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'senior-english-u4',
        title: '虚拟语气与特殊句式',
        knowledgePoints: [
          {
            id: 'senior-english-subjunctive-past',
            title: '虚拟语气（与过去事实相反）',
            grade: '高二',
            lesson: {
              title: '虚拟语气：与过去事实相反的假设',
              minutes: 12,
              paragraphs: [
                '虚拟语气用来表示与事实相反或不太可能实现的假设。if 条件句中，与过去事实相反的结构是：从句 If + 主语 + had done，主句 主语 + would/could/should/might + have done。例如：If I had known the truth, I would have told you.（我当时不知道真相，所以没告诉你。）',
                '与其他两种情况对比：与现在事实相反，从句用一般过去时（be 常用 were），主句用 would + do，如 If I were you, I would accept it.；与将来事实可能相反，从句用 were to do / should do / 一般过去时，主句用 would + do。',
                '其他常见形式：wish 后面表示对过去的遗憾，用 had done，如 I wish I had studied harder.；If only… 同理。条件句中的 had、were、should 可以提到句首，省略 if，如 Had I known the truth, I would have told you.',
              ],
              examples: [
                {
                  problem: 'If I had known the truth, I ____ (tell) you.',
                  steps: [
                    '从句用 had known，说明是与过去事实相反的假设（事实是当时不知道）。',
                    '主句相应用 would/could/should/might + have done。',
                    '答案：would have told。',
                  ],
                },
                {
                  problem: 'I wish I ____ (take) your advice yesterday.',
                  steps: [
                    'yesterday 说明是对过去的遗憾（事实上没有听取你的建议）。',
                    'wish 后的宾语从句表示与过去事实相反，用 had done。',
                    '答案：had taken。',
                  ],
                },
              ],
            },
            exercises: [
              {
                id: 'senior-english-subjunctive-past-1',
                kind: 'single',
                prompt: '选择正确的答案填空：If you had come earlier, you ____ the famous singer.',
                options: ['would see', 'would have seen', 'will see', 'had seen'],
                answer: 1,
                explanation: [
                  '从句 had come 表示与过去事实相反（事实是你来晚了）。',
                  '主句要用 would + have done。',
                  '选 B：would have seen。',
                ],
              },
              {
                id: 'senior-english-subjunctive-past-2',
                kind: 'single',
                prompt: '选择正确的答案填空：____ I known about the meeting, I would have attended it.',
                options: ['Had', 'If', 'Have', 'Were'],
                answer: 0,
                explanation: [
                  '主句 would have attended 说明是与过去事实相反，从句本应是 If I had known about the meeting。',
                  '空格后面是 I known，没有 had，说明省略了 if，把 had 提到了句首。',
                  '选 A：Had。',
                ],
              },
              {
                id: 'senior-english-subjunctive-past-3',
                kind: 'single',
                prompt: '选择正确的答案填空：He failed the exam. If he ____ harder, he would have passed it.',
                options: ['worked', 'works', 'would work', 'had worked'],
                answer: 3,
                explanation: [
                  '事实是他考试没通过，这是过去的事，主句 would have passed 也说明是与过去事实相反。',
                  '与过去事实相反时，if 从句用 had done。',
                  '选 D：had worked。',
                ],
              },
              {
                id: 'senior-english-subjunctive-past-4',
                kind: 'multiple',
                prompt: '下列句子中，表示与过去事实相反且形式正确的有（　）。',
                options: [
                  'If I had studied harder last year, I would have passed the exam.',
                  "If it hadn't rained yesterday, we would have gone hiking.",
                  'If I were you, I would accept the offer.',
                  'I wish I had gone to the concert last night.',
                  'If he had been there, he will help us.',
                ],
                answer: [0, 1, 3],
                explanation: [
                  'A、B 项从句用 had done、主句用 would have done，D 项 wish 后用 had done，都表示与过去事实相反，形式正确。',
                  'C 项用 were 和 would do，表示与现在事实相反，不符合题目要求。',
                  'E 项主句用了 will help，不是虚拟语气，应改为 would have helped。所以选 A、B、D。',
                ],
              },
              {
                id: 'senior-english-subjunctive-past-5',
                kind: 'fill',
                prompt: '用所给动词的正确形式填空：If she had left home earlier this morning, she ____ (not miss) the bus.',
                answer: ['would not have missed', "wouldn't have missed", 'wouldn’t have missed'],
                explanation: [
                  '从句 had left 表示与过去事实相反（事实是她今早出门晚了、没赶上车）。',
                  "主句用 would + have done，否定形式是 would not have missed（缩写 wouldn't have missed）。",
                ],
              },
              {
                id: 'senior-english-subjunctive-past-6',
                kind: 'truefalse',
                prompt:
                  '“Had I known the answer, I would have told you.” 是省略 if 的倒装形式，等于 “If I had known the answer, I would have told you.”',
                answer: true,
                explanation: [
                  '虚拟条件句中含有 had、were、should 时，可以省略 if，把它们提到主语前面。',
                  'Had I known… 就是 If I had known… 的倒装形式，意思完全相同。',
                  '说法正确。',
                ],
              },
            ],
          },
          {
            id: 'senior-english-inversion',
            title: '倒装句（部分倒装）',
            grade: '高二',
            lesson: {
              title: '部分倒装与全部倒装',
              minutes: 12,
              paragraphs: [
                '部分倒装是把助动词、情态动词或 be 动词放到主语前面，结构与一般疑问句相同。常见情况：① 否定或半否定词放在句首，如 never, seldom, hardly, little, not until, no sooner…than, hardly…when：Never have I seen such a beautiful place.；② “only + 状语”放在句首：Only then did I realize the importance of English.；③ so/neither/nor + 助动词 + 主语，表示“……也（不）是这样”：—I like music. —So do I.',
                '注意：句首的否定词后面如果原句没有助动词，要借助 do/does/did，并把谓语动词还原为原形，如 Seldom do we go to the cinema.；not until 放句首时，倒装的是主句，从句不倒装：Not until he came back did I know the truth.',
                '全部倒装是把整个谓语放到主语前面，常见于 here, there, out, in, up, down 等副词开头的句子：Here comes the bus. 但如果主语是代词，就不倒装：Here it comes.',
              ],
              examples: [
                {
                  problem: 'Never ____ (I, see) such a beautiful place.',
                  steps: [
                    '否定词 never 放在句首，句子要部分倒装。',
                    '原句是 I have never seen such a beautiful place，把助动词 have 提到主语 I 前面。',
                    '答案：have I seen。',
                  ],
                },
                {
                  problem: 'Only then ____ (I, realize) the importance of English.',
                  steps: [
                    '“only + 状语（then）”位于句首，主句要部分倒装。',
                    '原句 I realized… 没有助动词，是一般过去时，借助 did，并把 realized 还原为 realize。',
                    '答案：did I realize。',
                  ],
                },
              ],
            },
            exercises: [
              {
                id: 'senior-english-inversion-1',
                kind: 'single',
                prompt: '选择正确的答案填空：Seldom ____ to the cinema these days.',
                options: ['we go', 'do we go', 'we do go', 'go we'],
                answer: 1,
                explanation: [
                  '半否定词 seldom 放在句首，句子要部分倒装。',
                  '原句 We seldom go to the cinema. 没有助动词，要借助 do 放到主语前面。',
                  '选 B：do we go。',
                ],
              },
              {
                id: 'senior-english-inversion-2',
                kind: 'single',
                prompt: '选择正确的答案填空：Only by working hard ____ succeed.',
                options: ['you can', 'you could', 'can you', 'do you can'],
                answer: 2,
                explanation: [
                  '“only + 状语（by working hard）”放在句首，主句要部分倒装。',
                  '原句有情态动词 can，直接把 can 提到主语 you 前面，不需要再加 do。',
                  '选 C：can you。',
                ],
              },
              {
                id: 'senior-english-inversion-3',
                kind: 'single',
                prompt: '选择正确的答案填空：—I like playing basketball. —____',
                options: ['So do I.', 'So I do.', 'Neither do I.', 'So am I.'],
                answer: 0,
                explanation: [
                  '回答的意思是“我也喜欢”，用 so + 助动词 + 主语 的倒装结构。',
                  '前句谓语是实义动词 like（一般现在时），助动词用 do；So I do 不倒装，意思是“我确实如此”，表示同意对方说的关于“我”的情况，不合语境。',
                  'Neither 用于否定，So am I 的助动词不对，所以选 A。',
                ],
              },
              {
                id: 'senior-english-inversion-4',
                kind: 'multiple',
                prompt: '下列句子中，语序正确的有（　）。',
                options: [
                  'Not until midnight did he go to bed.',
                  'Hardly had I got home when it began to rain.',
                  'Only in this way we can solve the problem.',
                  'Never have I heard such a story.',
                  'Here comes he.',
                ],
                answer: [0, 1, 3],
                explanation: [
                  'A 项 not until 放句首、B 项 hardly…when 放句首、D 项 never 放句首，都正确地进行了部分倒装。',
                  'C 项 only + 状语放句首，应倒装为 can we solve；E 项主语是代词 he，不能倒装，应为 Here he comes.',
                  '所以选 A、B、D。',
                ],
              },
              {
                id: 'senior-english-inversion-5',
                kind: 'fill',
                prompt: '填入一个助动词：Not until he came back ____ I know the truth.',
                answer: ['did'],
                explanation: [
                  'Not until… 放在句首时，主句要部分倒装，从句 he came back 不倒装。',
                  '主句原为 I didn’t know the truth，倒装后借助 did 放到主语 I 前，know 用原形，所以填 did。',
                ],
              },
              {
                id: 'senior-english-inversion-6',
                kind: 'truefalse',
                prompt: '“Here comes the bus.” 是全部倒装；如果主语是代词，应说 “Here it comes.”',
                answer: true,
                explanation: [
                  '以 here 开头、谓语是 come 这类动词时，名词主语可以放在谓语之后，属于全部倒装。',
                  '主语是人称代词时不倒装，说 Here it comes. / Here he comes.',
                  '说法正确。',
                ],
              },
            ],
          },
          {
            id: 'senior-english-emphatic-sentence',
            title: '强调句',
            grade: '高二',
            lesson: {
              title: '强调句型 It is/was … that …',
              minutes: 10,
              paragraphs: [
                '强调句的结构是 It is/was + 被强调部分 + that/who + 句子其余部分。可以强调主语、宾语和状语；被强调的部分是人时，也可以用 who。句子讲的是过去的事时用 It was，讲现在的事时用 It is。',
                '判断是不是强调句，有一个简单的方法：去掉 It is/was 和 that/who，把剩下的部分按原来的顺序组合，如果句子仍然完整通顺，就是强调句。例如 It was in the park that I met him. → I met him in the park.，是强调句。',
                '两点注意：① 强调 not until 时，结构是 It was not until … that …，that 后面的从句用肯定形式；② 强调句不能强调谓语动词，强调谓语要在动词前加 do/does/did，动词用原形，如 He did come yesterday.（他昨天确实来了。）',
              ],
              examples: [
                {
                  problem: 'It was in the park ____ I met my old friend.',
                  steps: [
                    '去掉 It was 和空格，剩下 in the park I met my old friend，调整后 I met my old friend in the park 完整通顺。',
                    '说明这是强调地点状语 in the park 的强调句。',
                    '被强调的是状语，用 that（不能用 where）。',
                  ],
                },
                {
                  problem: 'It was not until midnight ____ he finished his homework.',
                  steps: [
                    '这是强调 not until 的固定结构 It was not until … that …。',
                    '还原为 He did not finish his homework until midnight.，句子完整。',
                    '答案：that。',
                  ],
                },
              ],
            },
            exercises: [
              {
                id: 'senior-english-emphatic-sentence-1',
                kind: 'single',
                prompt: '选择正确的答案填空：It was Tom ____ broke the window yesterday.',
                options: ['which', 'who', 'what', 'when'],
                answer: 1,
                explanation: [
                  '去掉 It was 和空格，Tom broke the window yesterday 完整，是强调主语 Tom 的强调句。',
                  '被强调部分是人，可以用 that 或 who，选项中只有 who。',
                  '选 B。',
                ],
              },
              {
                id: 'senior-english-emphatic-sentence-2',
                kind: 'single',
                prompt: '选择正确的答案填空：It was in 2008 ____ the Olympic Games were held in Beijing.',
                options: ['when', 'which', 'that', 'where'],
                answer: 2,
                explanation: [
                  '去掉 It was 和空格，The Olympic Games were held in Beijing in 2008. 完整通顺。',
                  '这是强调时间状语 in 2008 的强调句；in 2008 是介词短语，后面不能接 when 引导的定语从句。',
                  '强调句的连接词用 that，选 C。',
                ],
              },
              {
                id: 'senior-english-emphatic-sentence-3',
                kind: 'single',
                prompt: '选择正确的答案填空：He ____ come to the party last night, but he left early.',
                options: ['does', 'was', 'had', 'did'],
                answer: 3,
                explanation: [
                  '句意是“他昨晚确实来参加聚会了，但很早就走了”，需要强调谓语动词 come。',
                  '强调谓语用 do/does/did + 动词原形；last night 表示过去，用 did。',
                  '选 D。',
                ],
              },
              {
                id: 'senior-english-emphatic-sentence-4',
                kind: 'multiple',
                prompt: '下列句子中，属于强调句的有（　）。',
                options: [
                  'It was at the station that I met him.',
                  'It is important that we learn English well.',
                  'It was Mary who helped me.',
                  "It was ten o'clock when he came back.",
                  'It is the teacher that we should thank.',
                ],
                answer: [0, 2, 4],
                explanation: [
                  'A 项还原为 I met him at the station.，C 项还原为 Mary helped me.，E 项还原为 We should thank the teacher.，都完整，是强调句。',
                  'B 项 it 是形式主语，去掉后 important we learn English well 不成句；D 项 when 引导时间状语从句，意思是“他回来时是十点”，去掉后也不成句。',
                  '所以选 A、C、E。',
                ],
              },
              {
                id: 'senior-english-emphatic-sentence-5',
                kind: 'fill',
                prompt: '填入一个词完成强调句：It was in this small village ____ the famous writer spent his childhood.',
                answer: ['that'],
                explanation: [
                  '去掉 It was 和空格，The famous writer spent his childhood in this small village. 完整通顺，是强调地点状语的强调句。',
                  '强调句的连接词用 that，不能用 where，所以填 that。',
                ],
              },
              {
                id: 'senior-english-emphatic-sentence-6',
                kind: 'truefalse',
                prompt: '强调句型 “It is/was … that …” 可以用来强调句子的谓语动词。',
                answer: false,
                explanation: [
                  '强调句型可以强调主语、宾语和状语，但不能强调谓语动词。',
                  '强调谓语要在动词前加 do/does/did，如 He did come yesterday.',
                  '说法错误。',
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
