import type { HomeContent } from '../../../contract/content.ts';

type PatentKind = HomeContent['patents']['items'][number]['kind'];

/** A certificate's number split into what it is called on the certificate and the number itself. */
export type PatentNumber = { label: string; value: string; dateLabel: string };

/**
 * How a patent's, a software copyright's or a certificate's number is labelled: a number written with its own
 * label ("备案编号 11010843120-24001") keeps it; otherwise it is named after the kind (专利号, 登记号, 证书编号).
 */
export function patentNumber(kind: PatentKind, number: string): PatentNumber {
  const labelled = /^([\u4e00-\u9fff]{2,6})\s+(\S.*)$/.exec(number);
  const label = labelled?.[1] ?? defaultLabel(kind);
  const value = labelled?.[2] ?? number;
  return { label, value, dateLabel: dateLabel(kind, label) };
}

function defaultLabel(kind: PatentKind): string {
  switch (kind) {
    case '发明专利':
    case '实用新型专利':
      return '专利号';
    case '软件著作权':
      return '登记号';
    case '认证':
      return '证书编号';
  }
}

/** A patent is granted (授权), a copyright registered (登记), a filing filed (备案), a certificate issued (发证). */
function dateLabel(kind: PatentKind, numberLabel: string): string {
  if (numberLabel.includes('备案')) return '备案日期';
  if (kind === '软件著作权') return '登记日期';
  return kind === '认证' ? '发证日期' : '授权日期';
}
