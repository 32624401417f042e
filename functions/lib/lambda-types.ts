import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';

/** The HTTP API (v2) event with the claims of the verified Cognito JWT, as the deployed authorizer passes them. */
export type ApiEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type ApiResult = APIGatewayProxyStructuredResultV2;
/** An area Lambda entry (`functions/<area>/index.ts` exports `handler` of this type). */
export type LambdaHandler = (event: ApiEvent, context: Context) => Promise<ApiResult>;
