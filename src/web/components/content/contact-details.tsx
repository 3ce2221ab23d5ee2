import type { HomeContent } from '../../../contract/content.ts';
import { telHref } from './contact-links.ts';

type Contact = HomeContent['about']['contact'];

/** The company's contact list (hotline, hours, e-mail, address; the ICP number where a page shows it). */
export function ContactDetails({
  contact,
  className,
  emailLabel = '电子邮箱',
  withIcp = false,
}: {
  contact: Contact;
  className?: string;
  emailLabel?: string;
  withIcp?: boolean;
}) {
  return (
    <dl className={className}>
      <dt>客服热线</dt>
      <dd>
        <a href={telHref(contact.hotline)}>{contact.hotline}</a>
      </dd>
      <dt>服务时间</dt>
      <dd>{contact.serviceHours}</dd>
      <dt>{emailLabel}</dt>
      <dd>
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </dd>
      <dt>公司地址</dt>
      <dd>{contact.address}</dd>
      {withIcp && (
        <>
          <dt>备案号</dt>
          <dd>{contact.icp}</dd>
        </>
      )}
    </dl>
  );
}
