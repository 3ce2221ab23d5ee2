import { sms } from 'tencentcloud-sdk-nodejs-sms';
import type { TencentSmsConfig } from '../config.ts';
import { tencentHttpProfile } from '../tencent-cloud.ts';
import { SmsSendError, type SmsSender } from './sms-sender.ts';

const CODE_VALID_MINUTES = '5';

/** Tencent Cloud SMS (SendSms, API 2021-01-11) with a template of two parameters: the code and its minutes. */
export function createTencentSender(config: TencentSmsConfig): SmsSender {
  const client = new sms.v20210111.Client({
    credential: { secretId: config.secretId, secretKey: config.secretKey },
    region: config.region,
    profile: { httpProfile: tencentHttpProfile(config.endpoint).httpProfile },
  });

  async function send(phone: string, templateId: string, params: string[]): Promise<void> {
    let status;
    try {
      const reply = await client.SendSms({
        SmsSdkAppId: config.sdkAppId,
        SignName: config.signName,
        TemplateId: templateId,
        TemplateParamSet: params,
        PhoneNumberSet: [`+86${phone}`],
      });
      status = reply.SendStatusSet?.[0];
    } catch (error) {
      throw new SmsSendError(`Tencent SMS request failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
    if (status?.Code !== 'Ok') {
      throw new SmsSendError(`Tencent SMS refused the message: ${status?.Code ?? 'no status'} ${status?.Message ?? ''}`.trim());
    }
  }

  const templates = config.reminderTemplates;
  return {
    name: 'tencent',
    sendLoginCode: (phone, code) => send(phone, config.templateId, [code, CODE_VALID_MINUTES]),
    sendsReminders: templates !== null,
    async sendReminder(phone, message) {
      if (templates === null) throw new SmsSendError('No reminder templates are configured (TENCENT_SMS_MORNING/EVENING_TEMPLATE_ID)');
      // Template variables are short: the name is cut to six characters; the template text carries the rest.
      await send(phone, message.evening ? templates.evening : templates.morning, [
        [...message.learnerName].slice(0, 6).join(''),
        String(message.tasks),
        String(message.minutes),
      ]);
    },
  };
}
