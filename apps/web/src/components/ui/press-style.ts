/*
 * react-aria injects a <style> for its pressable elements, which the portal's CSP (style-src 'self')
 * refuses. The same rule lives in ui-widgets.css; this marker carries the id react-aria looks for
 * before injecting, so it does not try.
 */
import '@/styles/ui-widgets.css';

const styleId = 'react-aria-pressable-style';

if (typeof document !== 'undefined' && !document.getElementById(styleId)) {
  const marker = document.createElement('meta');
  marker.id = styleId;
  marker.name = 'react-aria-pressable-style';
  marker.content = 'ui-widgets.css';
  document.head.append(marker);
}
