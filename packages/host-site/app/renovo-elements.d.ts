// React 19's JSX for the renovo-* custom elements (their attributes, properties and events).
import type {} from '@renovo/widgets/jsx';
