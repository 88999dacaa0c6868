import { Popup } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Backdrop } from './backdrop.tsx';

interface SheetProps {
  open: boolean;
  onClose: () => void;
  bodyClassName?: string;
  children: ReactNode;
}

/** A bottom sheet over the shared backdrop; tapping the backdrop closes it. */
export function Sheet({ open, onClose, bodyClassName, children }: SheetProps) {
  return (
    <>
      <Popup visible={open} mask={false} bodyClassName={bodyClassName} destroyOnClose>
        {children}
      </Popup>
      <Backdrop open={open} onClose={onClose} />
    </>
  );
}
