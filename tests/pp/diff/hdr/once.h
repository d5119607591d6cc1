#pragma once
#define once_value 8
once_body
