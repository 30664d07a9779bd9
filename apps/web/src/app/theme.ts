import type { ThemeConfig } from "antd";

/**
 * Makon's colours on top of antd's default theme. Components take their styles from antd's
 * stylesheet (main.tsx), not from styles worked out as they first render: see decision 28.
 */
export const theme: ThemeConfig = {
  zeroRuntime: true,
  token: {
    colorPrimary: "#0f5e54",
    colorLink: "#0f5e54",
    borderRadius: 8,
    fontFamily:
      "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: {
      headerBg: "#ffffff",
      headerHeight: 64,
      headerPadding: "0 16px",
      siderBg: "#ffffff",
      bodyBg: "#f4f6f8",
    },
    Menu: { itemBg: "transparent", itemSelectedBg: "#e3f1ee", itemSelectedColor: "#0f5e54" },
  },
};

/**
 * The same theme for a system set to reduce motion. antd's `motion: false` tells its motion
 * library to show and remove at once, without waiting for an animation's end event.
 */
export const themeWithoutMotion: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };
