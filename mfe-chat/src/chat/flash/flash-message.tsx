import { Alert } from 'antd';
import type { Flash } from './use-flash';

export function FlashMessage({ flash }: { flash: Flash | null }) {
  if (!flash) return null;
  return <Alert type={flash.type} showIcon title={flash.text} />;
}
