/**
 * Style test calls (doc 1 §7). Their fields are not shown in the spec.
 */
import type { Envelope } from '../schemas/common.ts';
import type { ApiClient, CallOptions, JsonObject, QueryParams } from './types.ts';

type Answer = Promise<Envelope<unknown>>;
/** GET /hyperf/style/style_images. */
export declare const getStyleImages: (client: ApiClient, query?: QueryParams) => Answer;
/** GET /hyperf/style/test_result. */
export declare const getStyleTestResult: (client: ApiClient, query?: QueryParams) => Answer;
/** GET /hyperf/style/user_clue_stats. */
export declare const getStyleUserClueStats: (client: ApiClient, query?: QueryParams) => Answer;
/** POST /hyperf/style/submit_test. */
export declare const submitStyleTest: (client: ApiClient, body: JsonObject, options?: CallOptions) => Answer;
//# sourceMappingURL=style-test.d.ts.map
