import { ActionSheet as AntdActionSheet, type ActionSheetProps } from 'antd-mobile';
import { Backdrop, sheetLayer } from './backdrop.tsx';

type Props = Omit<ActionSheetProps, 'getContainer' | 'onClose'> & { onClose: () => void };

/** antd-mobile's action sheet over the shared backdrop. */
export function ActionSheet(props: Props) {
  return (
    <>
      <AntdActionSheet {...props} getContainer={sheetLayer} />
      <Backdrop open={props.visible ?? false} onClose={props.onClose} />
    </>
  );
}
