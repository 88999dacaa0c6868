import type { ThemeConfig } from 'antd';

/** Hospital blue on a calm grey-blue ground, with a deep navy sider. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1f6fe5',
    colorInfo: '#1f6fe5',
    // Hover and press darken rather than lighten, keeping white text on them readable.
    colorPrimaryHover: '#1a64d6',
    colorPrimaryActive: '#1456b8',
    colorLinkHover: '#1f6fe5',
    colorLink: '#1456b8',
    colorBgLayout: '#f3f6fb',
    // Darker than antd's defaults, so secondary text and error messages meet WCAG AA contrast.
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorError: '#cf1322',
    colorTextPlaceholder: '#767676',
    borderRadius: 6,
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    Layout: { siderBg: '#0b2a5b', headerBg: '#ffffff', headerHeight: 64 },
    Menu: {
      darkItemBg: '#0b2a5b',
      darkSubMenuItemBg: '#071f45',
      darkItemSelectedBg: '#1f6fe5',
    },
    Table: { headerBg: '#f5f8fc' },
    // The selected tab's blue on the grey-blue ground falls short of AA contrast; a shade darker.
    Tabs: { itemSelectedColor: '#1456b8', itemHoverColor: '#1456b8', itemActiveColor: '#1456b8' },
  },
};
