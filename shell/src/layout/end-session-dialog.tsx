import { Modal } from 'antd';

interface Props {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'End Session?' with Yes and No (spec: Modals). */
export function EndSessionDialog({ open, onConfirm, onCancel }: Props) {
  return (
    <Modal
      open={open}
      title="End Session?"
      okText="Yes"
      cancelText="No"
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      You will be signed out of Fina on this device.
    </Modal>
  );
}
